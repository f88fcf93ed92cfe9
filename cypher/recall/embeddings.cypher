// The embeddings of some memory nodes of one user, each looked up through its label's id index.
// Parameters: $user_id, $turn_ids, $event_ids, $preference_ids (lists of node ids).
// Returns: id, fingerprint (as recall/user_items gives it), embedding (list of floats; nodes
//   without one are left out), embedding_en (an English turn's second vector, or null).
CALL () {
  UNWIND $turn_ids AS wanted
  MATCH (n:Turn {id: wanted}) RETURN n
  UNION ALL
  UNWIND $event_ids AS wanted
  MATCH (n:Event {id: wanted}) RETURN n
  UNION ALL
  UNWIND $preference_ids AS wanted
  MATCH (n:Preference {id: wanted}) RETURN n
}
WITH n WHERE n.user_id = $user_id AND n.embedding IS NOT NULL
RETURN n.id AS id,
       elementId(n) + ':' + coalesce(toString(size(n.text)), '') + ':'
         + toString(coalesce(n.embedding_revision, 0)) AS fingerprint,
       n.embedding AS embedding,
       n.embedding_en AS embedding_en
