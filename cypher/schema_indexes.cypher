// Every index with its type, state and vector dimensions (null for non-vector indexes).
// Parameters: none.
// Returns: name, type, state, dimensions.
SHOW INDEXES YIELD name, type, state, options
RETURN name, type, state, options.indexConfig.`vector.dimensions` AS dimensions
