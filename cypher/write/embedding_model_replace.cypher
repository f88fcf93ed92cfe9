// After re-embedding everything: record the new model as the one that made the stored vectors.
// Parameters: $model_id, $dimensions (int), $at (datetime).
// Returns: model_id, dimensions.
MERGE (m:ChronographMeta {key: 'embedding'})
SET m.model_id = $model_id, m.dimensions = $dimensions, m.since = $at
RETURN m.model_id AS model_id, m.dimensions AS dimensions
