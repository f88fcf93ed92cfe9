// Restore relationships of a portable export between nodes restored already, idempotent
// (MERGE on type and endpoints; the exported properties are set).
// Parameters: $user_id (whose export it is: session ids are scoped to their user), $edges (list
//   of maps: type, from_label, from_id, to_label, to_id, properties).
// Returns: restored (int).
UNWIND $edges AS row
CALL (row) {
  MATCH (n:User {id: row.from_id}) WHERE row.from_label = 'User' RETURN n AS a
  UNION MATCH (n:Session {user_id: $user_id, id: row.from_id})
    WHERE row.from_label = 'Session' RETURN n AS a
  UNION MATCH (n:Turn {id: row.from_id}) WHERE row.from_label = 'Turn' RETURN n AS a
  UNION MATCH (n:Event {id: row.from_id}) WHERE row.from_label = 'Event' RETURN n AS a
  UNION MATCH (n:Preference {id: row.from_id}) WHERE row.from_label = 'Preference' RETURN n AS a
  UNION MATCH (n:Entity {id: row.from_id}) WHERE row.from_label = 'Entity' RETURN n AS a
}
CALL (row) {
  MATCH (n:User {id: row.to_id}) WHERE row.to_label = 'User' RETURN n AS b
  UNION MATCH (n:Session {user_id: $user_id, id: row.to_id})
    WHERE row.to_label = 'Session' RETURN n AS b
  UNION MATCH (n:Turn {id: row.to_id}) WHERE row.to_label = 'Turn' RETURN n AS b
  UNION MATCH (n:Event {id: row.to_id}) WHERE row.to_label = 'Event' RETURN n AS b
  UNION MATCH (n:Preference {id: row.to_id}) WHERE row.to_label = 'Preference' RETURN n AS b
  UNION MATCH (n:Entity {id: row.to_id}) WHERE row.to_label = 'Entity' RETURN n AS b
}
MERGE (a)-[r:$(row.type)]->(b)
SET r = row.properties
RETURN count(r) AS restored
