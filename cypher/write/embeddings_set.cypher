// Store new embeddings (float32) on nodes of one label. Each rewrite counts up the node's
// embedding_revision, which tells recall's kept vectors (graph/vector_cache.py) to read it anew.
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
SET n.embedding_revision = coalesce(n.embedding_revision, 0) + 1
RETURN count(*) AS updated
