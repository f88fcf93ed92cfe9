// Close a session: set ended_at (a later close moves it). Turns stay; nothing is merged here,
// because repeated statements were already merged by preference versioning at ingest.
// Parameters: $user_id, $session_id, $at (datetime).
// Returns: id, user_id, started_at, ended_at, turns (int); no row when the session does not
//   exist for this user.
MATCH (s:Session {id: $session_id, user_id: $user_id})
SET s.ended_at = $at
WITH s
OPTIONAL MATCH (s)<-[:IN_SESSION]-(t:Turn)
RETURN s.id AS id, s.user_id AS user_id, s.started_at AS started_at, s.ended_at AS ended_at,
       count(t) AS turns
