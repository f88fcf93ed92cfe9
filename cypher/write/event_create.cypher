// Create an event with its provenance (EXTRACTED_FROM turns) and entities (INVOLVES).
// Parameters: $user_id, $event (map of Event properties, without embedding), $embedding (list
//   or null), $source_turn_ids (list of Turn ids), $entities (list of names).
// Returns: event (properties without the embedding), sources (number of turns linked).
MERGE (u:User {id: $user_id})
  ON CREATE SET u.user_id = $user_id, u.created_at = $event.recorded_at
CREATE (e:Event)
SET e = $event, e.user_id = $user_id
WITH e
CALL (e) {
  WITH e WHERE $embedding IS NOT NULL
  CALL db.create.setNodeVectorProperty(e, 'embedding', $embedding)
}
CALL (e) {
  UNWIND $entities AS name
  MERGE (x:Entity {user_id: $user_id, name: name})
    ON CREATE SET x.id = randomUUID(), x.kind = 'unknown'
  MERGE (e)-[:INVOLVES]->(x)
}
CALL (e) {
  UNWIND $source_turn_ids AS turn_id
  MATCH (t:Turn {id: turn_id, user_id: $user_id})
  MERGE (e)-[:EXTRACTED_FROM]->(t)
  RETURN count(t) AS sources
}
RETURN e {.*, embedding: null, embedding_en: null} AS event, sources
