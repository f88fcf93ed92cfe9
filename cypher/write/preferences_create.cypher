// Create preference versions with their provenance (EXTRACTED_FROM) and entities (ABOUT).
// Parameters: $rows (list of maps: user_id, properties (map), embedding (list or null),
//   source_turn_ids (list of Turn ids), entities (list of names)).
// Returns: id, sources (number of turns linked).
UNWIND $rows AS row
CREATE (p:Preference)
SET p = row.properties, p.user_id = row.user_id
WITH p, row
CALL (p, row) {
  WITH p, row WHERE row.embedding IS NOT NULL
  CALL db.create.setNodeVectorProperty(p, 'embedding', row.embedding)
}
CALL (p, row) {
  UNWIND row.entities AS name
  MERGE (x:Entity {user_id: row.user_id, name: name})
    ON CREATE SET x.id = randomUUID(), x.kind = 'unknown'
  MERGE (p)-[:ABOUT]->(x)
}
CALL (p, row) {
  UNWIND row.source_turn_ids AS turn_id
  MATCH (t:Turn {id: turn_id, user_id: row.user_id})
  MERGE (p)-[:EXTRACTED_FROM]->(t)
  RETURN count(t) AS sources
}
RETURN p.id AS id, sources
