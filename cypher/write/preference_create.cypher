// Create a preference version with its provenance (EXTRACTED_FROM) and entities (ABOUT).
// Parameters: $user_id, $preference (map of Preference properties), $embedding (list or null),
//   $source_turn_ids (list of Turn ids), $entities (list of names).
// Returns: preference (properties without the embedding), sources (number of turns linked).
CREATE (p:Preference)
SET p = $preference, p.user_id = $user_id
WITH p
CALL (p) {
  WITH p WHERE $embedding IS NOT NULL
  CALL db.create.setNodeVectorProperty(p, 'embedding', $embedding)
}
CALL (p) {
  UNWIND $entities AS name
  MERGE (x:Entity {user_id: $user_id, name: name})
    ON CREATE SET x.id = randomUUID(), x.kind = 'unknown'
  MERGE (p)-[:ABOUT]->(x)
}
CALL (p) {
  UNWIND $source_turn_ids AS turn_id
  MATCH (t:Turn {id: turn_id, user_id: $user_id})
  MERGE (p)-[:EXTRACTED_FROM]->(t)
  RETURN count(t) AS sources
}
RETURN p {.*, embedding: null} AS preference, sources
