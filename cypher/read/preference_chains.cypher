// The version chains of several preference keys, each oldest first (flagged conflicts left out).
// Parameters: $keys (list of maps: user_id, category, key).
// Returns: user_id, category, key, id, value, valid_from, confidence, retracted.
UNWIND $keys AS wanted
MATCH (p:Preference {user_id: wanted.user_id, category: wanted.category, key: wanted.key})
WHERE NOT coalesce(p.conflict, false)
RETURN wanted.user_id AS user_id, wanted.category AS category, wanted.key AS key,
       p.id AS id, p.value AS value, p.valid_from AS valid_from, p.confidence AS confidence,
       p.retracted_at IS NOT NULL AS retracted
ORDER BY p.valid_from, p.recorded_at
