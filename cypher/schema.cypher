// Chronograph's schema: constraints, range, vector and full-text indexes. Idempotent.
// Parameters: $dimensions (int, the embedding model's vector size).
// Returns: nothing. Applied at start-up and by `chronograph db migrate`.
CREATE CONSTRAINT user_id IF NOT EXISTS FOR (n:User) REQUIRE n.id IS UNIQUE;
// A session id is the caller's and belongs to one user: two users may each have a session "s1".
// Replaces session_id (one id across all users), which told a caller that another user's exists.
DROP CONSTRAINT session_id IF EXISTS;
CREATE CONSTRAINT session_key IF NOT EXISTS FOR (n:Session) REQUIRE (n.user_id, n.id) IS UNIQUE;
CREATE CONSTRAINT turn_id IF NOT EXISTS FOR (n:Turn) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT turn_external_id IF NOT EXISTS FOR (n:Turn) REQUIRE (n.user_id, n.external_id) IS UNIQUE;
CREATE CONSTRAINT event_id IF NOT EXISTS FOR (n:Event) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT preference_id IF NOT EXISTS FOR (n:Preference) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT entity_id IF NOT EXISTS FOR (n:Entity) REQUIRE n.id IS UNIQUE;
CREATE INDEX session_user IF NOT EXISTS FOR (n:Session) ON (n.user_id, n.started_at);
CREATE INDEX turn_user_at IF NOT EXISTS FOR (n:Turn) ON (n.user_id, n.at);
CREATE INDEX event_user_occurred IF NOT EXISTS FOR (n:Event) ON (n.user_id, n.occurred_start);
CREATE INDEX event_user_recorded IF NOT EXISTS FOR (n:Event) ON (n.user_id, n.recorded_at);
CREATE INDEX preference_user_key IF NOT EXISTS FOR (n:Preference) ON (n.user_id, n.category, n.key);
CREATE INDEX preference_user_valid IF NOT EXISTS FOR (n:Preference) ON (n.user_id, n.valid_from);
// A user's nodes by user_id alone: Neo4j does not seek a composite index on its first property
// only, so without these "all of one user's turns" scans every Turn of every user (measured:
// 300 ms for a user with 1,000 turns among 1,000,000).
CREATE INDEX turn_user IF NOT EXISTS FOR (n:Turn) ON (n.user_id);
CREATE INDEX event_user IF NOT EXISTS FOR (n:Event) ON (n.user_id);
CREATE INDEX preference_user IF NOT EXISTS FOR (n:Preference) ON (n.user_id);
CREATE INDEX entity_user IF NOT EXISTS FOR (n:Entity) ON (n.user_id);
CREATE INDEX session_user_id IF NOT EXISTS FOR (n:Session) ON (n.user_id);
// Replaced by the entity_name constraint (MERGE on a name needs it under concurrency).
DROP INDEX entity_user_name IF EXISTS;
CREATE CONSTRAINT entity_name IF NOT EXISTS FOR (n:Entity) REQUIRE (n.user_id, n.name) IS UNIQUE;
CREATE VECTOR INDEX turn_embedding IF NOT EXISTS FOR (n:Turn) ON n.embedding
  OPTIONS {indexConfig: {`vector.dimensions`: $dimensions, `vector.similarity_function`: 'cosine'}};
CREATE VECTOR INDEX event_embedding IF NOT EXISTS FOR (n:Event) ON n.embedding
  OPTIONS {indexConfig: {`vector.dimensions`: $dimensions, `vector.similarity_function`: 'cosine'}};
CREATE VECTOR INDEX preference_embedding IF NOT EXISTS FOR (n:Preference) ON n.embedding
  OPTIONS {indexConfig: {`vector.dimensions`: $dimensions, `vector.similarity_function`: 'cosine'}};
// Full-text search. The first property is the owner's user_id, so a query can require it
// inside Lucene ("user_id:\"…\" AND (…)") instead of filtering a global hit list afterwards.
// The CJK analyzer indexes Chinese as overlapping bigrams and English as lower-cased words;
// English questions use the second index, whose analyzer stems ("went"/"go").
DROP INDEX memory_text IF EXISTS;
DROP INDEX memory_text_en IF EXISTS;
CREATE FULLTEXT INDEX memory_search_cjk IF NOT EXISTS FOR (n:Turn|Event|Preference)
  ON EACH [n.user_id, n.text, n.summary, n.search_text]
  OPTIONS {indexConfig: {`fulltext.analyzer`: 'cjk'}};
// Its properties are listed in another order on purpose: with the same list, IF NOT EXISTS
// takes it for the index above (same schema) and silently creates nothing.
CREATE FULLTEXT INDEX memory_search_en IF NOT EXISTS FOR (n:Turn|Event|Preference)
  ON EACH [n.user_id, n.summary, n.text, n.search_text]
  OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}};
