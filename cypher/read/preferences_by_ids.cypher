// Preference versions by id, each checked against its user.
// Parameters: $rows (list of maps: user_id, id).
// Returns: preference (properties without the embedding).
UNWIND $rows AS row
MATCH (p:Preference {id: row.id, user_id: row.user_id})
RETURN p {.*, embedding: null, embedding_en: null} AS preference
