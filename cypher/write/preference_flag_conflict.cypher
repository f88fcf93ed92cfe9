// Flag a version that could not be settled automatically, and point at what it conflicts with.
// Parameters: $user_id, $new_id, $other_id, $at (datetime), $reason.
// Returns: id.
MATCH (new:Preference {id: $new_id, user_id: $user_id})
MATCH (other:Preference {id: $other_id, user_id: $user_id})
SET new.conflict = true
MERGE (new)-[r:CONFLICTS_WITH]->(other)
SET r.at = $at, r.reason = $reason
RETURN new.id AS id
