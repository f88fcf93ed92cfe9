// One page of a user's turns, events and preferences whose time falls in [$start, $end),
// oldest first, after a cursor (keyset pagination on at, kind, id). Turns by `at`, events by
// `occurred_start`, preferences by `valid_from`. One row more than $first is returned so the
// caller knows whether another page follows.
// Parameters: $user_id, $start, $end (datetimes), $kinds (list of 'turn', 'event',
//   'preference'), $after_at (datetime or null for the first page), $after_kind, $after_id
//   (strings or null), $first (int, the page size).
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
WITH kind, at, n
WHERE $after_at IS NULL
   OR at > $after_at
   OR (at = $after_at AND (kind > $after_kind OR (kind = $after_kind AND n.id > $after_id)))
RETURN kind, at, n {.*, embedding: null, embedding_en: null} AS node
ORDER BY at, kind, n.id
LIMIT $first + 1
