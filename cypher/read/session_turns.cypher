// The turns of one session in conversation order, each with the external id NEXT points to.
// Parameters: $user_id, $session_id.
// Returns: turn (properties without the embedding), next (external id or null).
MATCH (:Session {id: $session_id, user_id: $user_id})<-[:IN_SESSION]-(t:Turn)
OPTIONAL MATCH (t)-[:NEXT]->(following:Turn)
RETURN t {.*, embedding: null, embedding_en: null} AS turn, following.external_id AS next
ORDER BY t.at, t.external_id
