// Exact cosine over all of one user's nodes of the given kinds (used when the index's global
// top-k holds too few of this user's nodes).
// Parameters: $user_id, $labels (list of 'Turn', 'Event', 'Preference'), $vector, $limit.
// Returns: id, label, score (cosine mapped to [0, 1], as the index does).
CALL () {
  MATCH (n:Turn {user_id: $user_id}) WHERE 'Turn' IN $labels RETURN n
  UNION ALL
  MATCH (n:Event {user_id: $user_id}) WHERE 'Event' IN $labels RETURN n
  UNION ALL
  MATCH (n:Preference {user_id: $user_id}) WHERE 'Preference' IN $labels RETURN n
}
WITH n WHERE n.embedding IS NOT NULL
WITH n, vector.similarity.cosine(n.embedding, $vector) AS score
RETURN n.id AS id, labels(n)[0] AS label, score
ORDER BY score DESC
LIMIT $limit
