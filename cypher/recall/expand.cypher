// One hop around candidates along CAUSED, SUPERSEDES, EXTRACTED_FROM and NEXT, within the user.
// Parameters: $user_id, $ids (list of node ids).
// Returns: from_id, edge (relationship type), outgoing (boolean), id, label.
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
RETURN from_id, type(r) AS edge, startNode(r) = n AS outgoing, m.id AS id, labels(m)[0] AS label
