// A user's turns, events and preferences whose time falls in [$start, $end), oldest first.
// Turns by `at`, events by `occurred_start`, preferences by `valid_from`.
// Parameters: $user_id, $start, $end (datetimes), $kinds (list of 'turn', 'event',
//   'preference'), $limit (int).
// Returns: kind, at, node (properties without the embedding).
CALL () {
  MATCH (n:Turn {user_id: $user_id})
  WHERE 'turn' IN $kinds AND $start <= n.at < $end
  RETURN 'turn' AS kind, n.at AS at, n
  UNION ALL
  MATCH (n:Event {user_id: $user_id})
  WHERE 'event' IN $kinds AND $start <= n.occurred_start < $end
  RETURN 'event' AS kind, n.occurred_start AS at, n
  UNION ALL
  MATCH (n:Preference {user_id: $user_id})
  WHERE 'preference' IN $kinds AND $start <= n.valid_from < $end
  RETURN 'preference' AS kind, n.valid_from AS at, n
}
RETURN kind, at, n {.*, embedding: null, embedding_en: null} AS node
ORDER BY at, kind, node.id
LIMIT $limit
