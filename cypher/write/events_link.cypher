// Link a cause to its effect with CAUSED (idempotent; a second call updates cue and confidence).
// Parameters: $user_id, $cause_id, $effect_id, $confidence (float), $cue (string or null).
// Returns: cause (properties), effect (properties); no row when either is missing.
MATCH (cause:Event {id: $cause_id, user_id: $user_id})
MATCH (effect:Event {id: $effect_id, user_id: $user_id})
MERGE (cause)-[r:CAUSED]->(effect)
SET r.confidence = $confidence, r.cue = $cue
RETURN cause {.*, embedding: null, embedding_en: null} AS cause, effect {.*, embedding: null, embedding_en: null} AS effect
