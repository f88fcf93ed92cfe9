// Store a batch of turns of one session, idempotent on (user_id, external_id): a turn that
// exists already is left as it is. Embeddings are stored as float32 vectors.
// Parameters: $user_id, $session_id, $turns (list of maps: id, external_id, speaker, text, at,
//   lang, search_text, asks (boolean: ends with a question), embedding (list or null), mentions
//   (JSON text of the resolved time mentions)).
// Returns: turn (properties without the embedding), created (boolean).
MATCH (s:Session {id: $session_id, user_id: $user_id})
UNWIND $turns AS row
MERGE (t:Turn {user_id: $user_id, external_id: row.external_id})
  ON CREATE SET t.id = row.id, t.session_id = $session_id, t.speaker = row.speaker,
    t.text = row.text, t.at = row.at, t.lang = row.lang, t.mentions = row.mentions,
    t.search_text = row.search_text, t.asks = row.asks,
    t.fresh = true
WITH s, t, row, coalesce(t.fresh, false) AS created
REMOVE t.fresh
MERGE (t)-[:IN_SESSION]->(s)
WITH t, row, created
CALL (t, row, created) {
  WITH t, row WHERE created AND row.embedding IS NOT NULL
  CALL db.create.setNodeVectorProperty(t, 'embedding', row.embedding)
}
RETURN t {.*, embedding: null, embedding_en: null} AS turn, created
