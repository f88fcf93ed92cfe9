// The vector indexes and the properties each one holds: the embedding first, then the filter
// properties declared with `WITH [...]` (Neo4j 2026.01 and later), such as user_id.
// Parameters: none.
// Returns: name, properties (list of property names).
SHOW INDEXES YIELD name, type, properties
WHERE type = 'VECTOR'
RETURN name, properties
