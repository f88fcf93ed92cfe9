// Events linked to one event by CAUSED, both ways, up to $depth hops (at most 5), each with
// its shortest distance: positive for effects, negative for causes.
// Parameters: $user_id, $event_id, $depth (int, 1 to 5).
// Returns: event (properties without the embedding), distance, cue, confidence (of the edge
//   next to it on the path).
MATCH (start:Event {id: $event_id, user_id: $user_id})
CALL (start) {
  MATCH path = (start)-[:CAUSED*1..5]->(other:Event)
  WHERE length(path) <= $depth AND all(n IN nodes(path) WHERE n.user_id = $user_id)
  RETURN other, length(path) AS distance, last(relationships(path)) AS edge
  UNION
  MATCH path = (other:Event)-[:CAUSED*1..5]->(start)
  WHERE length(path) <= $depth AND all(n IN nodes(path) WHERE n.user_id = $user_id)
  RETURN other, -length(path) AS distance, head(relationships(path)) AS edge
}
WITH start, other, distance, edge ORDER BY abs(distance)
WITH start, other, collect({distance: distance, edge: edge})[0] AS nearest
WHERE other <> start
RETURN other {.*, embedding: null, embedding_en: null} AS event, nearest.distance AS distance,
       nearest.edge.cue AS cue, nearest.edge.confidence AS confidence
ORDER BY distance, other.occurred_start
