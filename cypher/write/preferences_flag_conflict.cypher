// Flag versions that could not be settled automatically, pointing at what each conflicts with.
// Parameters: $rows (list of maps: user_id, id, other_id, at (datetime), reason).
// Returns: id.
UNWIND $rows AS row
MATCH (new:Preference {id: row.id, user_id: row.user_id})
MATCH (other:Preference {id: row.other_id, user_id: row.user_id})
SET new.conflict = true
MERGE (new)-[r:CONFLICTS_WITH]->(other)
SET r.at = row.at, r.reason = row.reason
RETURN new.id AS id
