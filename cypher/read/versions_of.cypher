// The SUPERSEDES neighbours of events and preferences: what each replaced, what replaced it.
// Parameters: $user_id, $ids (list of Event or Preference ids).
// Returns: id, direction ('supersedes' or 'superseded_by'), label, node (properties without
//   the embedding), at, reason (of the SUPERSEDES edge).
UNWIND $ids AS wanted
CALL (wanted) {
  MATCH (n:Event {id: wanted, user_id: $user_id}) RETURN n
  UNION
  MATCH (n:Preference {id: wanted, user_id: $user_id}) RETURN n
}
MATCH (n)-[r:SUPERSEDES]-(other)
WHERE other.user_id = $user_id
RETURN wanted AS id,
       CASE WHEN startNode(r) = n THEN 'supersedes' ELSE 'superseded_by' END AS direction,
       labels(other)[0] AS label, other {.*, embedding: null, embedding_en: null} AS node, r.at AS at,
       r.reason AS reason
ORDER BY id, r.at
