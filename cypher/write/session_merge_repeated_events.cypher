// Merge the events a session stated more than once. Events extracted from the session's turns
// with the same action, subject, object and status, whose occurrence starts on the same day,
// are one fact said again ("my laptop broke" ... "as I said, the laptop broke"). The earliest
// recorded is kept: it gains the others' provenance (EXTRACTED_FROM), causal links (CAUSED,
// both ways) and entities (INVOLVES), the highest confidence of the group, and `mentions`
// counts the statements. The others are deleted. Events in a SUPERSEDES chain are left alone
// (a changed plan is history, not a repetition). Running it again merges nothing.
// Parameters: $user_id, $session_id.
// Returns: merged (number of events folded into another).
MATCH (:Session {id: $session_id, user_id: $user_id})<-[:IN_SESSION]-(:Turn)
      <-[:EXTRACTED_FROM]-(e:Event {user_id: $user_id})
WHERE NOT (e)-[:SUPERSEDES]-()
WITH DISTINCT e
ORDER BY e.recorded_at, e.id
WITH toLower(e.action) AS action, toLower(coalesce(e.subject, '')) AS subject,
     toLower(coalesce(e.object, '')) AS object, e.status AS status,
     date(e.occurred_start) AS day, collect(e) AS statements
WHERE size(statements) > 1
WITH head(statements) AS kept, tail(statements) AS repeats
CALL (kept, repeats) {
  UNWIND repeats AS repeat
  MATCH (repeat)-[:EXTRACTED_FROM]->(turn:Turn)
  MERGE (kept)-[:EXTRACTED_FROM]->(turn)
}
CALL (kept, repeats) {
  UNWIND repeats AS repeat
  MATCH (repeat)-[old:CAUSED]->(effect:Event)
  WHERE effect <> kept AND NOT effect IN repeats
  MERGE (kept)-[link:CAUSED]->(effect)
    ON CREATE SET link = properties(old)
}
CALL (kept, repeats) {
  UNWIND repeats AS repeat
  MATCH (cause:Event)-[old:CAUSED]->(repeat)
  WHERE cause <> kept AND NOT cause IN repeats
  MERGE (cause)-[link:CAUSED]->(kept)
    ON CREATE SET link = properties(old)
}
CALL (kept, repeats) {
  UNWIND repeats AS repeat
  MATCH (repeat)-[:INVOLVES]->(entity:Entity)
  MERGE (kept)-[:INVOLVES]->(entity)
}
SET kept.confidence = reduce(best = kept.confidence, repeat IN repeats |
      CASE WHEN repeat.confidence > best THEN repeat.confidence ELSE best END),
    kept.mentions = reduce(total = coalesce(kept.mentions, 1), repeat IN repeats |
      total + coalesce(repeat.mentions, 1))
WITH repeats
UNWIND repeats AS repeat
DETACH DELETE repeat
RETURN count(*) AS merged
