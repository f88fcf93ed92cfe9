// Chain turns in conversation order with NEXT edges (idempotent).
// Parameters: $user_id, $pairs (list of [earlier_external_id, later_external_id]).
// Returns: linked (number of pairs linked).
UNWIND $pairs AS pair
MATCH (a:Turn {user_id: $user_id, external_id: pair[0]})
MATCH (b:Turn {user_id: $user_id, external_id: pair[1]})
MERGE (a)-[:NEXT]->(b)
RETURN count(*) AS linked
