// Delete up to $batch_size of a user's nodes with their edges (vectors and full-text entries go
// with the nodes). Run until it returns 0.
// Parameters: $user_id, $batch_size (int).
// Returns: deleted.
CALL () {
  MATCH (n:Turn {user_id: $user_id}) RETURN n
  UNION ALL
  MATCH (n:Event {user_id: $user_id}) RETURN n
  UNION ALL
  MATCH (n:Preference {user_id: $user_id}) RETURN n
  UNION ALL
  MATCH (n:Entity {user_id: $user_id}) RETURN n
  UNION ALL
  MATCH (n:Session {user_id: $user_id}) RETURN n
  UNION ALL
  MATCH (n:User {id: $user_id}) RETURN n
}
WITH n LIMIT $batch_size
DETACH DELETE n
RETURN count(*) AS deleted
