// Store the English vectors (all-MiniLM-L6-v2, float32) of some turns of one user, next to their
// multilingual `embedding`. Each rewrite counts up the node's embedding_revision, which tells
// recall's kept vectors (graph/vector_cache.py) to read both anew.
// Parameters: $user_id, $rows (list of maps: id, vector).
// Returns: updated.
UNWIND $rows AS row
MATCH (n:Turn {id: row.id})
WHERE n.user_id = $user_id
CALL db.create.setNodeVectorProperty(n, 'embedding_en', row.vector)
SET n.embedding_revision = coalesce(n.embedding_revision, 0) + 1
RETURN count(*) AS updated
