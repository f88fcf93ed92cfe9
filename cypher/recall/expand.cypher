// One hop around candidates along CAUSED, SUPERSEDES, EXTRACTED_FROM and NEXT, within the user.
// Each neighbour comes with the fields recall scores it by (as recall/scores returns them).
// Parameters: $user_id, $ids (list of node ids), $vector (list or null).
// Returns: from_id, edge (relationship type), outgoing (boolean), id, label, time, recorded_at,
//   confidence, retracted_at, superseded (boolean), similarity (cosine in [0, 1], or null),
//   speaker and asks (turns only; null otherwise).
UNWIND $ids AS from_id
CALL (from_id) {
  MATCH (n:Turn {id: from_id, user_id: $user_id}) RETURN n
  UNION
  MATCH (n:Event {id: from_id, user_id: $user_id}) RETURN n
  UNION
  MATCH (n:Preference {id: from_id, user_id: $user_id}) RETURN n
}
MATCH (n)-[r:CAUSED|SUPERSEDES|EXTRACTED_FROM|NEXT]-(m)
WHERE m.user_id = $user_id
RETURN from_id, type(r) AS edge, startNode(r) = n AS outgoing, m.id AS id, labels(m)[0] AS label,
       coalesce(m.at, m.occurred_start, m.valid_from) AS time,
       coalesce(m.recorded_at, m.at) AS recorded_at, m.confidence AS confidence,
       m.retracted_at AS retracted_at,
       EXISTS { (m)<-[:SUPERSEDES]-() } OR m.superseded_at IS NOT NULL AS superseded,
       CASE WHEN $vector IS NULL OR m.embedding IS NULL THEN null
            ELSE vector.similarity.cosine(m.embedding, $vector) END AS similarity,
       m.speaker AS speaker, m.asks AS asks
