// The nearest nodes to a vector in one vector index, of every user (no tenant filter): a check
// that a forgotten user's vectors are gone from the index. The API never runs it.
// Parameters: $index (turn_embedding, event_embedding or preference_embedding), $k (int),
//   $vector (list of floats).
// Returns: id, user_id, score.
CALL db.index.vector.queryNodes($index, $k, $vector) YIELD node, score
RETURN node.id AS id, node.user_id AS user_id, score
ORDER BY score DESC
