// The events and preferences extracted from some turns (EXTRACTED_FROM), per turn.
// Parameters: $user_id, $turn_ids (list of Turn ids).
// Returns: turn_id, label ('Event' or 'Preference'), node (properties without the embedding).
UNWIND $turn_ids AS turn_id
MATCH (:Turn {id: turn_id, user_id: $user_id})<-[:EXTRACTED_FROM]-(n)
WHERE n.user_id = $user_id AND (n:Event OR n:Preference)
RETURN turn_id, labels(n)[0] AS label, n {.*, embedding: null, embedding_en: null} AS node
ORDER BY turn_id, coalesce(n.occurred_start, n.valid_from), n.id
