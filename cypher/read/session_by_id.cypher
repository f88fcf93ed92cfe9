// One session by id, whoever owns it (the caller checks the owner), with its turn count.
// Parameters: $session_id.
// Returns: id, user_id, started_at, ended_at (null while open), turns (int), merged_events
//   (int: repeated events merged by closeSession); no row when there is no such session.
MATCH (s:Session {id: $session_id})
OPTIONAL MATCH (s)<-[:IN_SESSION]-(t:Turn)
RETURN s.id AS id, s.user_id AS user_id, s.started_at AS started_at, s.ended_at AS ended_at,
       count(t) AS turns, coalesce(s.merged_events, 0) AS merged_events
