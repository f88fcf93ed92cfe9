// The sessions with one id, of every user that has one (ids are scoped to their user; the
// caller keeps those it may see), each with its turn count.
// Parameters: $session_id.
// Returns: id, user_id, started_at, ended_at (null while open), turns (int), merged_events
//   (int: repeated events merged by closeSession); no row when no user has such a session.
MATCH (s:Session {id: $session_id})
OPTIONAL MATCH (s)<-[:IN_SESSION]-(t:Turn)
RETURN s.id AS id, s.user_id AS user_id, s.started_at AS started_at, s.ended_at AS ended_at,
       count(t) AS turns, coalesce(s.merged_events, 0) AS merged_events
ORDER BY user_id
