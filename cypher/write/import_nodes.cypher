// Restore nodes of a portable export, idempotent on id (a node that exists is updated to the
// exported properties). Embeddings are stored as float32 vectors, as ingest stores them.
// Parameters: $nodes (list of maps: label ('User', 'Session', 'Turn', 'Event', 'Preference' or
//   'Entity'), id, properties (map, without the embedding), embedding (list or null)).
// Returns: restored (int).
UNWIND $nodes AS row
CALL (row) {
  WITH row WHERE row.label = 'User'
  MERGE (n:User {id: row.id}) SET n += row.properties RETURN n
  UNION
  WITH row WHERE row.label = 'Session'
  MERGE (n:Session {user_id: row.properties.user_id, id: row.id}) SET n += row.properties RETURN n
  UNION
  WITH row WHERE row.label = 'Turn'
  MERGE (n:Turn {id: row.id}) SET n += row.properties RETURN n
  UNION
  WITH row WHERE row.label = 'Event'
  MERGE (n:Event {id: row.id}) SET n += row.properties RETURN n
  UNION
  WITH row WHERE row.label = 'Preference'
  MERGE (n:Preference {id: row.id}) SET n += row.properties RETURN n
  UNION
  WITH row WHERE row.label = 'Entity'
  MERGE (n:Entity {id: row.id}) SET n += row.properties RETURN n
}
CALL (n, row) {
  WITH n, row WHERE row.embedding IS NOT NULL
  CALL db.create.setNodeVectorProperty(n, 'embedding', row.embedding)
}
RETURN count(n) AS restored
