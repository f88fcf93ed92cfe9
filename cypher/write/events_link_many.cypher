// Link causes to effects with CAUSED, all events of one user (idempotent).
// Parameters: $user_id, $rows (list of maps: cause_id, effect_id, confidence, cue).
// Returns: linked.
UNWIND $rows AS row
MATCH (cause:Event {id: row.cause_id, user_id: $user_id})
MATCH (effect:Event {id: row.effect_id, user_id: $user_id})
MERGE (cause)-[r:CAUSED]->(effect)
SET r.confidence = row.confidence, r.cue = row.cue
RETURN count(r) AS linked
