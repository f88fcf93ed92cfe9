// Analyst: the causal chain around one event: its causes (negative distance), the event itself
// (0) and its effects (positive), up to 4 CAUSED hops each way, with the cue on each edge.
// The event is given by its id, or by words of its summary (the most recent match is used).
// Parameters: $user_id (text), $event (an Event id, or words of its summary).
// Returns: distance, at, summary, status, cues, path.
// Example: :param {user_id: 'demo-sam', event: 'router stopped working'}
MATCH (start:Event {user_id: $user_id})
WHERE start.id = $event OR toLower(start.summary) CONTAINS toLower($event)
WITH start ORDER BY start.occurred_start DESC LIMIT 1
CALL (start) {
  MATCH path = (start)
  RETURN start AS other, 0 AS distance, path
  UNION
  MATCH path = (start)-[:CAUSED*1..4]->(other:Event)
  WHERE all(n IN nodes(path) WHERE n.user_id = $user_id)
  RETURN other, length(path) AS distance, path
  UNION
  MATCH path = (other:Event)-[:CAUSED*1..4]->(start)
  WHERE all(n IN nodes(path) WHERE n.user_id = $user_id)
  RETURN other, -length(path) AS distance, path
}
RETURN distance, other.occurred_start AS at, other.summary AS summary, other.status AS status,
       [edge IN relationships(path) | edge.cue] AS cues, path
ORDER BY distance, at
