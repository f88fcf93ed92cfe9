// Analyst: every version of one preference key of a user, oldest first, along its SUPERSEDES
// chain: which value replaced which, when and why; flagged conflicts are listed too.
// Parameters: $user_id (text), $category (text), $key (text).
// Returns: valid_from, valid_until, value, state, confidence, replaced_value, reason, preference.
// Example: :param {user_id: 'demo-maya', category: 'notification', key: 'channel'}
MATCH (p:Preference {user_id: $user_id, category: $category, key: $key})
OPTIONAL MATCH (p)-[s:SUPERSEDES]->(older:Preference)
OPTIONAL MATCH (p)-[c:CONFLICTS_WITH]->(:Preference)
RETURN p.valid_from AS valid_from, p.valid_until AS valid_until, p.value AS value,
       CASE
         WHEN p.retracted_at IS NOT NULL THEN 'retracted'
         WHEN c IS NOT NULL THEN 'conflict'
         WHEN p.valid_until IS NULL THEN 'current'
         ELSE 'superseded'
       END AS state,
       p.confidence AS confidence, older.value AS replaced_value,
       coalesce(s.reason, c.reason) AS reason, p AS preference
ORDER BY p.valid_from, p.recorded_at
