// Store new embeddings (float32) on nodes of one label.
// Parameters: $label ('Turn', 'Event' or 'Preference'), $rows (list of maps: id, vector).
// Returns: updated.
UNWIND $rows AS row
CALL (row) {
  MATCH (n:Turn {id: row.id}) WHERE $label = 'Turn' RETURN n
  UNION
  MATCH (n:Event {id: row.id}) WHERE $label = 'Event' RETURN n
  UNION
  MATCH (n:Preference {id: row.id}) WHERE $label = 'Preference' RETURN n
}
CALL db.create.setNodeVectorProperty(n, 'embedding', row.vector)
RETURN count(*) AS updated
