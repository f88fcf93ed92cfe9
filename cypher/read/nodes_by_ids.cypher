// Turns, events and preferences by id, whoever owns them: the caller checks the owner.
// Parameters: $ids (list of node ids).
// Returns: label ('Turn', 'Event' or 'Preference'), owner (user_id), node (properties
//   without the embedding); no row for an id that does not exist.
UNWIND $ids AS wanted
CALL (wanted) {
  MATCH (n:Event {id: wanted}) RETURN n
  UNION
  MATCH (n:Preference {id: wanted}) RETURN n
  UNION
  MATCH (n:Turn {id: wanted}) RETURN n
}
RETURN labels(n)[0] AS label, n.user_id AS owner, n {.*, embedding: null, embedding_en: null} AS node
