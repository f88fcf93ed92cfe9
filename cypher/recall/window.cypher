// Every item of one user whose time overlaps [$start, $end), ranked by cosine to $vector
// (or by time when $vector is null). Turns by `at`, events by their occurred interval,
// preferences by valid_from.
// At most $scan_limit items (the latest in the window) are compared, so a wide window over a
// large history costs a bounded amount.
// Parameters: $user_id, $labels, $start, $end (datetimes), $vector (list or null), $limit,
//   $scan_limit.
// Returns one row, rows: a list of maps {id, label, score (cosine in [0, 1], or 0)}, best
//   first (one record: the driver's cost is per record).
CALL () {
  MATCH (n:Turn {user_id: $user_id})
  WHERE 'Turn' IN $labels AND $start <= n.at < $end
  RETURN n
  UNION ALL
  MATCH (n:Event {user_id: $user_id})
  WHERE 'Event' IN $labels AND n.occurred_start < $end
    AND coalesce(n.occurred_end, n.occurred_start) >= $start
  RETURN n
  UNION ALL
  MATCH (n:Preference {user_id: $user_id})
  WHERE 'Preference' IN $labels AND $start <= n.valid_from < $end
  RETURN n
}
WITH n ORDER BY coalesce(n.at, n.occurred_start, n.valid_from) DESC LIMIT $scan_limit
WITH n, CASE WHEN $vector IS NULL OR n.embedding IS NULL THEN 0.0
             ELSE vector.similarity.cosine(n.embedding, $vector) END AS score
WITH n, score
ORDER BY score DESC, coalesce(n.at, n.occurred_start, n.valid_from) DESC
LIMIT $limit
RETURN collect({id: n.id, label: labels(n)[0], score: score}) AS rows
