// A changed plan: the new event SUPERSEDES the old one, which stays with superseded_at set.
// Parameters: $user_id, $new_id, $old_id, $at (datetime), $reason (string or null).
// Returns: old_id (no row when either event is missing for this user).
MATCH (new:Event {id: $new_id, user_id: $user_id})
MATCH (old:Event {id: $old_id, user_id: $user_id})
SET old.superseded_at = $at
MERGE (new)-[r:SUPERSEDES]->(old)
SET r.at = $at, r.reason = $reason
RETURN old.id AS old_id
