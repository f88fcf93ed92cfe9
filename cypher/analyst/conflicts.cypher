// Analyst: preference statements flagged as conflicts (two values for the same time, or a
// low-confidence change to a confident value), across all users, newest first. The flagged
// statement is kept outside the version chain until someone settles it.
// Parameters: $limit (integer).
// Returns: flagged_at, user_id, category, key, kept_value, kept_confidence, flagged_value, flagged_confidence, reason, flagged.
// Example: :param {limit: 50}
MATCH (flagged:Preference)-[c:CONFLICTS_WITH]->(kept:Preference)
WHERE flagged.user_id = kept.user_id
RETURN c.at AS flagged_at, flagged.user_id AS user_id, flagged.category AS category,
       flagged.key AS key, kept.value AS kept_value, kept.confidence AS kept_confidence,
       flagged.value AS flagged_value, flagged.confidence AS flagged_confidence,
       c.reason AS reason, flagged
ORDER BY flagged_at DESC
LIMIT $limit
