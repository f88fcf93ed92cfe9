// Causes and effects of several events at once (for DataLoaders), up to $depth hops (at most
// 5), each linked event with its shortest distance: positive for effects, negative for causes.
// Parameters: $user_id, $event_ids (list of Event ids), $depth (int, 1 to 5).
// Returns: event_id (the starting event), event (properties without the embedding), distance,
//   cue, confidence (of the edge next to the starting event's side of the path).
UNWIND $event_ids AS event_id
MATCH (start:Event {id: event_id, user_id: $user_id})
CALL (start) {
  MATCH path = (start)-[:CAUSED*1..5]->(other:Event)
  WHERE length(path) <= $depth AND all(n IN nodes(path) WHERE n.user_id = $user_id)
  RETURN other, length(path) AS distance, last(relationships(path)) AS edge
  UNION
  MATCH path = (other:Event)-[:CAUSED*1..5]->(start)
  WHERE length(path) <= $depth AND all(n IN nodes(path) WHERE n.user_id = $user_id)
  RETURN other, -length(path) AS distance, head(relationships(path)) AS edge
}
WITH event_id, start, other, distance, edge ORDER BY abs(distance)
WITH event_id, start, other, collect({distance: distance, edge: edge})[0] AS nearest
WHERE other <> start
RETURN event_id, other {.*, embedding: null, embedding_en: null} AS event, nearest.distance AS distance,
       nearest.edge.cue AS cue, nearest.edge.confidence AS confidence
ORDER BY event_id, abs(distance), other.occurred_start
