// Preference changes that could not be settled automatically, newest first.
// Parameters: $user_id.
// Returns: preference, conflicts_with (both without embeddings), reason.
MATCH (p:Preference {user_id: $user_id})-[r:CONFLICTS_WITH]->(other:Preference)
RETURN p {.*, embedding: null, embedding_en: null} AS preference, other {.*, embedding: null, embedding_en: null} AS conflicts_with,
       r.reason AS reason
ORDER BY p.recorded_at DESC
