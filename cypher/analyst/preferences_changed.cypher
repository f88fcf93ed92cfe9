// Analyst: preferences that changed in the last N days, across all users, newest first: each
// SUPERSEDES edge recorded in the window, with the old and the new value.
// Parameters: $days (integer).
// Returns: changed_at, user_id, category, key, old_value, new_value, reason, preference.
// Example: :param {days: 7}
MATCH (new:Preference)-[s:SUPERSEDES]->(old:Preference)
WHERE s.at >= datetime() - duration({days: $days}) AND new.user_id = old.user_id
RETURN s.at AS changed_at, new.user_id AS user_id, new.category AS category, new.key AS key,
       old.value AS old_value, new.value AS new_value, s.reason AS reason, new AS preference
ORDER BY changed_at DESC, user_id
