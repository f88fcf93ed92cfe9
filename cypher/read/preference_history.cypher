// Every version of one preference key, oldest first, flagged conflicts included.
// Parameters: $user_id, $category, $key.
// Returns: preference (properties without the embedding), supersedes (id of the version it
//   replaced, or null), conflicts_with (id, or null).
MATCH (p:Preference {user_id: $user_id, category: $category, key: $key})
OPTIONAL MATCH (p)-[:SUPERSEDES]->(older:Preference)
OPTIONAL MATCH (p)-[:CONFLICTS_WITH]->(other:Preference)
RETURN p {.*, embedding: null, embedding_en: null} AS preference, older.id AS supersedes, other.id AS conflicts_with
ORDER BY p.valid_from, p.recorded_at
