// The vector indexes for a server with Cypher 25's SEARCH (Neo4j 2026.01 and later): the same
// three as in schema.cypher, declaring user_id as a filter property, so that a search keeps
// only the user's nodes inside the index instead of filtering a global top-k afterwards.
// Used by graph.schema in place of schema.cypher's vector indexes. An index created earlier
// without the filter property is left as it is (IF NOT EXISTS): recall then keeps the 5.26
// form for it; drop the three indexes and run `chronograph db migrate` to rebuild them.
// Parameters: $dimensions (int, the embedding model's vector size).
// Returns: nothing.
CYPHER 25 CREATE VECTOR INDEX turn_embedding IF NOT EXISTS FOR (n:Turn) ON n.embedding
  WITH [n.user_id]
  OPTIONS {indexConfig: {`vector.dimensions`: $dimensions, `vector.similarity_function`: 'cosine'}};
CYPHER 25 CREATE VECTOR INDEX event_embedding IF NOT EXISTS FOR (n:Event) ON n.embedding
  WITH [n.user_id]
  OPTIONS {indexConfig: {`vector.dimensions`: $dimensions, `vector.similarity_function`: 'cosine'}};
CYPHER 25 CREATE VECTOR INDEX preference_embedding IF NOT EXISTS FOR (n:Preference) ON n.embedding
  WITH [n.user_id]
  OPTIONS {indexConfig: {`vector.dimensions`: $dimensions, `vector.similarity_function`: 'cosine'}};
