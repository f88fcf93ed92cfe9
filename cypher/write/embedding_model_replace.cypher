// After re-embedding everything: record the new model as the one that made the stored vectors.
// Parameters: $key ('embedding' for the multilingual vectors, 'embedding_en' for English
//   turns' second ones), $model_id, $dimensions (int), $at (datetime).
// Returns: model_id, dimensions.
MERGE (m:ChronographMeta {key: $key})
SET m.model_id = $model_id, m.dimensions = $dimensions, m.since = $at
RETURN m.model_id AS model_id, m.dimensions AS dimensions
