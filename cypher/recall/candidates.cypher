// What recall needs to score candidate nodes of one user: their time, confidence, whether a
// newer version exists, and, only for those in $unscored, their cosine to the question (the
// others' similarity is already known: from the vector path, or compared in the API process).
// Each id is looked up through its label's id index. Full properties come later, only for the
// items returned.
// Parameters: $user_id, $turn_ids, $event_ids, $preference_ids (lists of node ids), $vector
//   (list or null), $unscored (list of node ids).
// Returns one row, rows: a list of maps (one record: the driver's cost is per record), each with
//   id, label, time_ms and recorded_ms (epoch milliseconds: a datetime costs the
//   driver far more to decode), confidence, retracted (boolean), superseded (boolean),
//   similarity (cosine in [0, 1], or null when not asked for), speaker and asks (turns: it
//   ends with a question; null otherwise), session (the turn's session id; an event's or
//   preference's first source turn's).
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
WITH n WHERE n.user_id = $user_id
RETURN collect({
  id: n.id, label: labels(n)[0],
  time_ms: coalesce(n.at, n.occurred_start, n.valid_from).epochMillis,
  recorded_ms: coalesce(n.recorded_at, n.at).epochMillis, confidence: n.confidence,
  retracted: n.retracted_at IS NOT NULL,
  superseded: EXISTS { (n)<-[:SUPERSEDES]-() } OR n.superseded_at IS NOT NULL,
  similarity: CASE WHEN $vector IS NULL OR n.embedding IS NULL OR NOT n.id IN $unscored THEN null
                   ELSE vector.similarity.cosine(n.embedding, $vector) END,
  speaker: n.speaker, asks: n.asks,
  session: coalesce(n.session_id, head([(n)-[:EXTRACTED_FROM]->(t:Turn) | t.session_id]))
}) AS rows
