// One hop around candidates along CAUSED, SUPERSEDES, EXTRACTED_FROM and NEXT, within the user.
// Each neighbour comes with the fields recall scores it by (as recall/candidates returns them).
// Each candidate is looked up through its label's id index.
// Parameters: $user_id, $turn_ids, $event_ids, $preference_ids (lists of node ids), $vector
//   (list, or null when the caller knows the neighbours' similarity already).
// Returns one row, rows: a list of maps (one record: the driver's cost is per record), each with
//   from_id, edge (relationship type), outgoing (boolean), id, label, time_ms and
//   recorded_ms (epoch milliseconds), confidence, retracted (boolean), superseded (boolean),
//   similarity (cosine in [0, 1], or null), speaker and asks (turns only; null otherwise),
//   session (as recall/candidates gives it).
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
MATCH (n)-[r:CAUSED|SUPERSEDES|EXTRACTED_FROM|NEXT]-(m)
WHERE m.user_id = $user_id
RETURN collect({
  from_id: n.id, edge: type(r), outgoing: startNode(r) = n, id: m.id, label: labels(m)[0],
  time_ms: coalesce(m.at, m.occurred_start, m.valid_from).epochMillis,
  recorded_ms: coalesce(m.recorded_at, m.at).epochMillis, confidence: m.confidence,
  retracted: m.retracted_at IS NOT NULL,
  superseded: EXISTS { (m)<-[:SUPERSEDES]-() } OR m.superseded_at IS NOT NULL,
  similarity: CASE WHEN $vector IS NULL OR m.embedding IS NULL THEN null
                   ELSE vector.similarity.cosine(m.embedding, $vector) END,
  speaker: m.speaker, asks: m.asks,
  session: coalesce(m.session_id, head([(m)-[:EXTRACTED_FROM]->(t:Turn) | t.session_id]))
}) AS rows
