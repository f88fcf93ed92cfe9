// Record which embedding model made the stored vectors, the first time; return what is stored.
// Parameters: $model_id, $dimensions (int), $at (datetime).
// Returns: model_id, dimensions (as stored, which may differ from the parameters).
MERGE (m:ChronographMeta {key: 'embedding'})
  ON CREATE SET m.model_id = $model_id, m.dimensions = $dimensions, m.since = $at
RETURN m.model_id AS model_id, m.dimensions AS dimensions
