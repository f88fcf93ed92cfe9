// What recall needs to score candidate nodes of one user: their time, confidence, whether a
// newer version exists, and their cosine to the question (full properties come later, only
// for the items returned).
// Parameters: $user_id, $ids (list of node ids), $vector (list or null).
// Returns: id, label, time, recorded_at, confidence, retracted_at, superseded (boolean),
//   similarity (cosine in [0, 1], or null), speaker and asks (turns: it ends with a question;
//   null otherwise).
UNWIND $ids AS wanted
CALL (wanted) {
  MATCH (n:Turn {id: wanted, user_id: $user_id}) RETURN n
  UNION
  MATCH (n:Event {id: wanted, user_id: $user_id}) RETURN n
  UNION
  MATCH (n:Preference {id: wanted, user_id: $user_id}) RETURN n
}
RETURN n.id AS id, labels(n)[0] AS label,
       coalesce(n.at, n.occurred_start, n.valid_from) AS time,
       coalesce(n.recorded_at, n.at) AS recorded_at, n.confidence AS confidence,
       n.retracted_at AS retracted_at,
       EXISTS { (n)<-[:SUPERSEDES]-() } OR n.superseded_at IS NOT NULL AS superseded,
       CASE WHEN $vector IS NULL OR n.embedding IS NULL THEN null
            ELSE vector.similarity.cosine(n.embedding, $vector) END AS similarity,
       n.speaker AS speaker, n.asks AS asks
