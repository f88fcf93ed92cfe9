// Close a session: set ended_at (a later close moves it) and add the number of repeated events
// just merged (write/session_merge_repeated_events) to merged_events. Turns stay verbatim.
// Parameters: $user_id, $session_id, $at (datetime), $merged_events (int).
// Returns: id, user_id, started_at, ended_at, turns (int), merged_events (int); no row when
//   the session does not exist for this user.
MATCH (s:Session {id: $session_id, user_id: $user_id})
SET s.ended_at = $at, s.merged_events = coalesce(s.merged_events, 0) + $merged_events
WITH s
OPTIONAL MATCH (s)<-[:IN_SESSION]-(t:Turn)
RETURN s.id AS id, s.user_id AS user_id, s.started_at AS started_at, s.ended_at AS ended_at,
       count(t) AS turns, s.merged_events AS merged_events
