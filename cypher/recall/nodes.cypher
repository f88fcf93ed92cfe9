// The memory nodes recall returns, by id, with all their properties but the embedding.
// Parameters: $user_id, $ids (list of node ids).
// Returns: label, node (properties without the embedding).
UNWIND $ids AS wanted
CALL (wanted) {
  MATCH (n:Turn {id: wanted, user_id: $user_id}) RETURN n
  UNION
  MATCH (n:Event {id: wanted, user_id: $user_id}) RETURN n
  UNION
  MATCH (n:Preference {id: wanted, user_id: $user_id}) RETURN n
}
RETURN labels(n)[0] AS label, n {.*, embedding: null} AS node
