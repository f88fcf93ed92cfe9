// Retract what the user took back ("那个不用记了", "never mind the budget"): per row, the
// version of (category, key) valid at row.at, when its value is row.value (any value when null).
// It stays as history: retracted_at and valid_until are set to row.at.
// Parameters: $user_id, $rows (list of {category, key, value, at}).
// Returns: id of each version retracted.
UNWIND $rows AS row
MATCH (p:Preference {user_id: $user_id, category: row.category, key: row.key})
WHERE p.valid_from <= row.at AND p.retracted_at IS NULL AND NOT coalesce(p.conflict, false)
  AND (p.valid_until IS NULL OR p.valid_until > row.at)
  AND (row.value IS NULL OR toLower(p.value) = toLower(row.value))
SET p.retracted_at = row.at, p.valid_until = row.at
RETURN p.id AS id
