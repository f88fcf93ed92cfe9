// A user's most recently recorded events that still hold (not retracted, not superseded).
// Parameters: $user_id, $limit (int).
// Returns: event (properties without the embedding), newest first.
MATCH (e:Event {user_id: $user_id})
WHERE e.retracted_at IS NULL AND e.superseded_at IS NULL
RETURN e {.*, embedding: null, embedding_en: null} AS event
ORDER BY e.recorded_at DESC, e.occurred_start DESC
LIMIT $limit
