// Create many events of one user with their provenance (EXTRACTED_FROM) and entities
// (INVOLVES), in one statement.
// Parameters: $user_id, $rows (list of maps: event (map of Event properties), embedding (list
//   or null), source_turn_ids (list of Turn ids), entities (list of names)).
// Returns: event (properties without the embedding), sources (number of turns linked).
UNWIND $rows AS row
CREATE (e:Event)
SET e = row.event, e.user_id = $user_id
WITH e, row
CALL (e, row) {
  WITH e, row WHERE row.embedding IS NOT NULL
  CALL db.create.setNodeVectorProperty(e, 'embedding', row.embedding)
}
CALL (e, row) {
  UNWIND row.entities AS name
  MERGE (x:Entity {user_id: $user_id, name: name})
    ON CREATE SET x.id = randomUUID(), x.kind = 'unknown'
  MERGE (e)-[:INVOLVES]->(x)
}
CALL (e, row) {
  UNWIND row.source_turn_ids AS turn_id
  MATCH (t:Turn {id: turn_id, user_id: $user_id})
  MERGE (e)-[:EXTRACTED_FROM]->(t)
  RETURN count(t) AS sources
}
RETURN e {.*, embedding: null, embedding_en: null} AS event, sources
