// The version chain of one preference key, oldest first (flagged conflicts left out).
// Parameters: $user_id, $category, $key.
// Returns: id, value, valid_from, confidence, retracted.
MATCH (p:Preference {user_id: $user_id, category: $category, key: $key})
WHERE NOT coalesce(p.conflict, false)
RETURN p.id AS id, p.value AS value, p.valid_from AS valid_from, p.confidence AS confidence,
       p.retracted_at IS NOT NULL AS retracted
ORDER BY p.valid_from, p.recorded_at
