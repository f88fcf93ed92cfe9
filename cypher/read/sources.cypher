// The provenance turns of events and preferences (EXTRACTED_FROM), oldest first.
// Parameters: $user_id, $ids (list of Event or Preference ids).
// Returns: id (of the event or preference), turn (properties without the embedding).
UNWIND $ids AS id
CALL (id) {
  MATCH (n:Event {id: id, user_id: $user_id}) RETURN n
  UNION
  MATCH (n:Preference {id: id, user_id: $user_id}) RETURN n
}
MATCH (n)-[:EXTRACTED_FROM]->(t:Turn)
RETURN id, t {.*, embedding: null, embedding_en: null} AS turn
ORDER BY id, t.at
