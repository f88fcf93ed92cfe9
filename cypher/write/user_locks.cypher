// Create users if needed and take their write locks until the transaction ends, so that
// concurrent updates of one user's preferences queue up instead of forking a version chain.
// Parameters: $user_ids (list, sorted: every writer locks in the same order), $at (datetime).
// Returns: id.
UNWIND $user_ids AS user_id
MERGE (u:User {id: user_id})
  ON CREATE SET u.user_id = user_id, u.created_at = $at
SET u.preference_writes = coalesce(u.preference_writes, 0) + 1
RETURN u.id AS id
