// Every node of one user, for a portable export (`chronograph export`, GraphQL exportUser).
// Parameters: $user_id.
// Returns: label, id, properties (without the embedding; an English turn keeps its second
//   vector, embedding_en, as a property), embedding (list of floats or null).
CALL () {
  MATCH (n:User {id: $user_id}) RETURN 'User' AS label, n
  UNION ALL
  MATCH (n:Session {user_id: $user_id}) RETURN 'Session' AS label, n
  UNION ALL
  MATCH (n:Turn {user_id: $user_id}) RETURN 'Turn' AS label, n
  UNION ALL
  MATCH (n:Event {user_id: $user_id}) RETURN 'Event' AS label, n
  UNION ALL
  MATCH (n:Preference {user_id: $user_id}) RETURN 'Preference' AS label, n
  UNION ALL
  MATCH (n:Entity {user_id: $user_id}) RETURN 'Entity' AS label, n
}
RETURN label, n.id AS id, n {.*, embedding: null} AS properties, n.embedding AS embedding
