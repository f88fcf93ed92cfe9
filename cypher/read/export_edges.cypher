// Every relationship leaving a node of one user (a user's edges never reach another user's
// nodes), for a portable export.
// Parameters: $user_id.
// Returns: type, from_label, from_id, to_label, to_id, properties.
CALL () {
  MATCH (a:Session {user_id: $user_id})-[r]->(b) RETURN 'Session' AS from_label, a, r, b
  UNION ALL
  MATCH (a:Turn {user_id: $user_id})-[r]->(b) RETURN 'Turn' AS from_label, a, r, b
  UNION ALL
  MATCH (a:Event {user_id: $user_id})-[r]->(b) RETURN 'Event' AS from_label, a, r, b
  UNION ALL
  MATCH (a:Preference {user_id: $user_id})-[r]->(b) RETURN 'Preference' AS from_label, a, r, b
  UNION ALL
  MATCH (a:Entity {user_id: $user_id})-[r]->(b) RETURN 'Entity' AS from_label, a, r, b
}
RETURN type(r) AS type, from_label, a.id AS from_id, labels(b)[0] AS to_label, b.id AS to_id,
  properties(r) AS properties
