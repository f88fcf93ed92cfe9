// A restated preference: raise its confidence, move last_confirmed_at, link the new evidence.
// Parameters: $user_id, $id, $confidence (float, already capped at 1), $confirmed_at
//   (datetime), $source_turn_ids (list of Turn ids).
// Returns: preference (properties without the embedding), sources (number of turns linked).
MATCH (p:Preference {id: $id, user_id: $user_id})
SET p.confidence = $confidence,
    p.evidence_count = coalesce(p.evidence_count, 1) + 1,
    p.last_confirmed_at = CASE WHEN $confirmed_at > p.last_confirmed_at THEN $confirmed_at
                               ELSE p.last_confirmed_at END
WITH p
CALL (p) {
  UNWIND $source_turn_ids AS turn_id
  MATCH (t:Turn {id: turn_id, user_id: $user_id})
  MERGE (p)-[:EXTRACTED_FROM]->(t)
  RETURN count(t) AS sources
}
RETURN p {.*, embedding: null} AS preference, sources
