// The entities events involve (INVOLVES) and preferences are about (ABOUT).
// Parameters: $user_id, $ids (list of Event or Preference ids).
// Returns: id (of the event or preference), entity_id, name, kind.
UNWIND $ids AS wanted
CALL (wanted) {
  MATCH (n:Event {id: wanted, user_id: $user_id}) RETURN n
  UNION
  MATCH (n:Preference {id: wanted, user_id: $user_id}) RETURN n
}
MATCH (n)-[:INVOLVES|ABOUT]->(x:Entity)
WHERE x.user_id = $user_id
RETURN wanted AS id, x.id AS entity_id, x.name AS name, x.kind AS kind
ORDER BY id, name
