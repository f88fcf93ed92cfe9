// A user's preferences as known and valid at $at: per (category, key), the latest version
// recorded by $at whose valid_from is not after $at, unless it was retracted or expired by then.
// Parameters: $user_id, $at (datetime).
// Returns: preference (properties without the embedding).
MATCH (p:Preference {user_id: $user_id})
WHERE p.recorded_at <= $at AND p.valid_from <= $at AND NOT coalesce(p.conflict, false)
WITH p ORDER BY p.valid_from DESC, p.recorded_at DESC
WITH p.category AS category, p.key AS key, collect(p)[0] AS current
WHERE (current.retracted_at IS NULL OR current.retracted_at > $at)
  AND (current.expires_at IS NULL OR current.expires_at > $at)
RETURN current {.*, embedding: null, embedding_en: null} AS preference
ORDER BY category, key
