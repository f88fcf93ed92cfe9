// One turn of a user by the external id the agent gave it.
// Parameters: $user_id, $external_id.
// Returns: turn (properties without the embedding); no row when there is none.
MATCH (t:Turn {user_id: $user_id, external_id: $external_id})
RETURN t {.*, embedding: null, embedding_en: null} AS turn
