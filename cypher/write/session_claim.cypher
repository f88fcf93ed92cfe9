// Create the user and the user's session if needed; a session id is scoped to its user.
// Parameters: $user_id, $session_id, $started_at (datetime, the earliest turn of the batch).
// Returns: nothing.
MERGE (u:User {id: $user_id})
  ON CREATE SET u.user_id = $user_id, u.created_at = $started_at
MERGE (s:Session {user_id: $user_id, id: $session_id})
  ON CREATE SET s.started_at = $started_at
MERGE (s)-[:OF_USER]->(u)
SET s.started_at = CASE WHEN $started_at < s.started_at THEN $started_at ELSE s.started_at END
