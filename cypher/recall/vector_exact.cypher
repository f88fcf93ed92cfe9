// Exact cosine over one user's nodes of the given kinds, when they number at most $max_items.
// The count is bounded: the scan stops after $max_items + 1 nodes, so asking costs little
// even for a user with a large history. Used first for small users (cheaper and more exact
// than the global index) and after the index's global top-k held too few of the user's nodes.
// Parameters: $user_id, $labels (list of 'Turn', 'Event', 'Preference'), $vector, $limit,
//   $max_items (int).
// Returns one row: complete (false when the user has more than $max_items nodes: no hits
//   then), hits (list of {id, label, score}, cosine mapped to [0, 1] as the index does).
CALL () {
  MATCH (n:Turn {user_id: $user_id}) WHERE 'Turn' IN $labels RETURN n
  UNION ALL
  MATCH (n:Event {user_id: $user_id}) WHERE 'Event' IN $labels RETURN n
  UNION ALL
  MATCH (n:Preference {user_id: $user_id}) WHERE 'Preference' IN $labels RETURN n
}
WITH n LIMIT $max_items + 1
WITH collect(n) AS nodes
WITH nodes, size(nodes) <= $max_items AS complete
RETURN complete, COLLECT {
  UNWIND CASE WHEN complete THEN nodes ELSE [] END AS n
  WITH n WHERE n.embedding IS NOT NULL
  WITH n, vector.similarity.cosine(n.embedding, $vector) AS score
  ORDER BY score DESC
  LIMIT $limit
  RETURN {id: n.id, label: labels(n)[0], score: score}
} AS hits
