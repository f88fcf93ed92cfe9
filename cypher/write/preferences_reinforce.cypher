// Restated preferences: set the raised confidence, count the evidence, move last_confirmed_at
// forward, link the new evidence turns.
// Parameters: $rows (list of maps: user_id, id, confidence (already capped at 1), restated
//   (int), confirmed_at (datetime), source_turn_ids (list of Turn ids)).
// Returns: id, sources (number of turns linked).
UNWIND $rows AS row
MATCH (p:Preference {id: row.id, user_id: row.user_id})
SET p.confidence = row.confidence,
    p.evidence_count = coalesce(p.evidence_count, 1) + row.restated,
    p.last_confirmed_at = CASE WHEN row.confirmed_at > p.last_confirmed_at
                               THEN row.confirmed_at ELSE p.last_confirmed_at END
WITH p, row
CALL (p, row) {
  UNWIND row.source_turn_ids AS turn_id
  MATCH (t:Turn {id: turn_id, user_id: row.user_id})
  MERGE (p)-[:EXTRACTED_FROM]->(t)
  RETURN count(t) AS sources
}
RETURN p.id AS id, sources
