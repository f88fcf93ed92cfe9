// The memory nodes recall returns, by id, with all their properties but the embedding.
// Each id is looked up through its label's id index.
// Parameters: $user_id, $turn_ids, $event_ids, $preference_ids (lists of node ids).
// Returns one row, rows: a list of maps (one record: the driver's cost is per record), each with
//   label, node (properties without the embedding), sources (its provenance turns,
//   oldest first; for a turn, none).
CALL () {
  UNWIND $turn_ids AS wanted
  MATCH (n:Turn {id: wanted}) RETURN n
  UNION ALL
  UNWIND $event_ids AS wanted
  MATCH (n:Event {id: wanted}) RETURN n
  UNION ALL
  UNWIND $preference_ids AS wanted
  MATCH (n:Preference {id: wanted}) RETURN n
}
WITH n WHERE n.user_id = $user_id
RETURN collect({
  label: labels(n)[0], node: n {.*, embedding: null, embedding_en: null},
  sources: COLLECT { MATCH (n)-[:EXTRACTED_FROM]->(t:Turn) RETURN t {.*, embedding: null, embedding_en: null} ORDER BY t.at }
}) AS rows
