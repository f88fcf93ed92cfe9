// Vector-index candidates: a global top-$k by cosine, then only this user's nodes. The index
// does not pre-filter by user, so $k over-fetches; the caller checks whether enough came back.
// Parameters: $index (turn_embedding, event_embedding or preference_embedding), $k (int),
//   $vector (list of floats), $user_id, $limit (int).
// Returns one row, rows: a list of maps {id, label, score (cosine mapped to [0, 1])}, best
//   first (one record: the driver's cost is per record).
CALL db.index.vector.queryNodes($index, $k, $vector) YIELD node, score
WHERE node.user_id = $user_id
WITH node, score
ORDER BY score DESC
LIMIT $limit
RETURN collect({id: node.id, label: labels(node)[0], score: score}) AS rows
