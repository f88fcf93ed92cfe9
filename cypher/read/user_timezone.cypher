// The time zone remembered for a user (given on an earlier call), if any.
// Parameters: $user_id.
// Returns: timezone (an IANA name; no row when the user is unknown, null when none was given).
MATCH (u:User {id: $user_id})
RETURN u.timezone AS timezone
