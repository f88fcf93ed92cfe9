// Create the user and the session if needed, and say who owns the session.
// Parameters: $user_id, $session_id, $started_at (datetime, the earliest turn of the batch).
// Returns: owner (the session's user_id; another user's id means the write must stop).
MERGE (u:User {id: $user_id})
  ON CREATE SET u.user_id = $user_id, u.created_at = $started_at
MERGE (s:Session {id: $session_id})
  ON CREATE SET s.user_id = $user_id, s.started_at = $started_at
WITH u, s
CALL (u, s) {
  WITH u, s WHERE s.user_id = $user_id
  MERGE (s)-[:OF_USER]->(u)
  SET s.started_at = CASE WHEN $started_at < s.started_at THEN $started_at ELSE s.started_at END
}
RETURN s.user_id AS owner
