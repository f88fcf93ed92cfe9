// The latest turn of a session at or before a time, ignoring some external ids.
// Parameters: $user_id, $session_id, $before (datetime), $excluded (list of external ids).
// Returns: external_id.
MATCH (:Session {id: $session_id, user_id: $user_id})<-[:IN_SESSION]-(t:Turn)
WHERE t.at <= $before AND NOT t.external_id IN $excluded
RETURN t.external_id AS external_id
ORDER BY t.at DESC, t.external_id DESC
LIMIT 1
