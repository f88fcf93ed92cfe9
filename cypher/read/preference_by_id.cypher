// One preference version of a user.
// Parameters: $user_id, $id.
// Returns: preference (properties without the embedding); no row when missing.
MATCH (p:Preference {id: $id, user_id: $user_id})
RETURN p {.*, embedding: null, embedding_en: null} AS preference
