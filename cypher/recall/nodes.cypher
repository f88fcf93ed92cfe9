// Memory nodes of one user by id, with what recall needs to score and show them.
// Parameters: $user_id, $ids (list of node ids), $vector (list or null).
// Returns: label, node (properties without the embedding), time (the node's own time),
//   superseded (boolean: a newer version exists), similarity (cosine in [0, 1], or null).
UNWIND $ids AS wanted
CALL (wanted) {
  MATCH (n:Turn {id: wanted, user_id: $user_id}) RETURN n
  UNION
  MATCH (n:Event {id: wanted, user_id: $user_id}) RETURN n
  UNION
  MATCH (n:Preference {id: wanted, user_id: $user_id}) RETURN n
}
RETURN labels(n)[0] AS label, n {.*, embedding: null} AS node,
       coalesce(n.at, n.occurred_start, n.valid_from) AS time,
       EXISTS { (n)<-[:SUPERSEDES]-() } OR n.superseded_at IS NOT NULL AS superseded,
       CASE WHEN $vector IS NULL OR n.embedding IS NULL THEN null
            ELSE vector.similarity.cosine(n.embedding, $vector) END AS similarity
