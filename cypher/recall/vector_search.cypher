// Vector-index candidates filtered by user inside the index (Neo4j 2026.01+, Cypher 25 SEARCH):
// each index's top-$limit among this user's nodes only, so nothing is over-fetched and no
// other user's node is read. Needs the vector indexes of schema_vector_filtered.cypher (user_id
// declared as a filter property); graph.capabilities checks that at start-up.
// Parameters: $labels (list of 'Turn', 'Event', 'Preference'), $vector (list of floats),
//   $user_id, $limit (int).
// Returns one row, rows: a list of maps {id, label, score (cosine mapped to [0, 1])}, best
//   first.
CYPHER 25
CALL () {
  FILTER 'Turn' IN $labels
  MATCH (n:Turn)
    SEARCH n IN (VECTOR INDEX turn_embedding FOR $vector WHERE n.user_id = $user_id LIMIT $limit)
    SCORE AS score
  RETURN n, score
  UNION ALL
  FILTER 'Event' IN $labels
  MATCH (n:Event)
    SEARCH n IN (VECTOR INDEX event_embedding FOR $vector WHERE n.user_id = $user_id LIMIT $limit)
    SCORE AS score
  RETURN n, score
  UNION ALL
  FILTER 'Preference' IN $labels
  MATCH (n:Preference)
    SEARCH n IN (
      VECTOR INDEX preference_embedding FOR $vector WHERE n.user_id = $user_id LIMIT $limit
    )
    SCORE AS score
  RETURN n, score
}
WITH n, score
ORDER BY score DESC
LIMIT $limit
RETURN collect({id: n.id, label: labels(n)[0], score: score}) AS rows
