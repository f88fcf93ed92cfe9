// The memory nodes recall returns, by id, with all their properties but the embedding.
// Parameters: $user_id, $ids (list of node ids).
// Returns: label, node (properties without the embedding), sources (its provenance turns,
//   oldest first; for a turn, none).
UNWIND $ids AS wanted
CALL (wanted) {
  MATCH (n:Turn {id: wanted, user_id: $user_id}) RETURN n
  UNION
  MATCH (n:Event {id: wanted, user_id: $user_id}) RETURN n
  UNION
  MATCH (n:Preference {id: wanted, user_id: $user_id}) RETURN n
}
RETURN labels(n)[0] AS label, n {.*, embedding: null} AS node,
       COLLECT { MATCH (n)-[:EXTRACTED_FROM]->(t:Turn) RETURN t {.*, embedding: null} ORDER BY t.at } AS sources
