// Remember a user's time zone: later calls without one read the user's phrases in it.
// Parameters: $user_id, $timezone (an IANA name, checked by the caller), $at (datetime).
// Returns: timezone.
MERGE (u:User {id: $user_id})
  ON CREATE SET u.user_id = $user_id, u.created_at = $at
SET u.timezone = $timezone
RETURN u.timezone AS timezone
