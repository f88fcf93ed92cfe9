// Vector-index candidates: a global top-$k by cosine, then only this user's nodes. The index
// does not pre-filter by user, so $k over-fetches; the caller checks whether enough came back.
// Parameters: $index (turn_embedding, event_embedding or preference_embedding), $k (int),
//   $vector (list of floats), $user_id, $limit (int).
// Returns: id, label, score (cosine mapped to [0, 1]).
CALL db.index.vector.queryNodes($index, $k, $vector) YIELD node, score
WHERE node.user_id = $user_id
RETURN node.id AS id, labels(node)[0] AS label, score
ORDER BY score DESC
LIMIT $limit
