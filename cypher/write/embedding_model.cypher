// Record which embedding model made the stored vectors, the first time; return what is stored.
// Parameters: $key ('embedding' for the multilingual vectors, 'embedding_en' for English
//   turns' second ones), $model_id, $dimensions (int), $at (datetime).
// Returns: model_id, dimensions (as stored, which may differ from the parameters).
MERGE (m:ChronographMeta {key: $key})
  ON CREATE SET m.model_id = $model_id, m.dimensions = $dimensions, m.since = $at
RETURN m.model_id AS model_id, m.dimensions AS dimensions
