// Every memory node of one user (turns, events and preferences), when they number at most
// $max_items, as columns: what recall needs to compare them all with the question in the API
// process (on vectors it keeps) and to find those inside a time window. The scan stops after
// $max_items + 1 nodes, so asking costs little even for a user with a large history.
// Parameters: $user_id, $max_items (int), $with_times (boolean: the times are read only for a
//   question with a time window; reading them costs about as much as the rest).
// Returns one row: complete (false when the user has more than $max_items nodes: the lists are
//   empty then), and one list entry per node: ids, labels, fingerprints (its element id, text
//   size and embedding revision, which change when a node is written anew under the same id or
//   re-embedded; whether it has an embedding at all is not read here: testing it reads the
//   whole list), and with $with_times (else empty lists) starts (epoch
//   milliseconds of a turn's at, an event's occurred_start or a preference's valid_from; null
//   when none) and ends (an event's occurred_end in epoch milliseconds, else null).
CALL () {
  MATCH (n:Turn {user_id: $user_id}) RETURN n
  UNION ALL
  MATCH (n:Event {user_id: $user_id}) RETURN n
  UNION ALL
  MATCH (n:Preference {user_id: $user_id}) RETURN n
}
WITH n LIMIT $max_items + 1
WITH collect(n) AS nodes
WITH size(nodes) <= $max_items AS complete, nodes
WITH complete, CASE WHEN complete THEN nodes ELSE [] END AS nodes
RETURN complete,
       [n IN nodes | n.id] AS ids,
       [n IN nodes | labels(n)[0]] AS labels,
       [n IN nodes | elementId(n) + ':' + coalesce(toString(size(n.text)), '') + ':'
                     + toString(coalesce(n.embedding_revision, 0))] AS fingerprints,
       CASE WHEN $with_times
            THEN [n IN nodes | coalesce(n.at, n.occurred_start, n.valid_from).epochMillis]
            ELSE [] END AS starts,
       CASE WHEN $with_times THEN [n IN nodes | n.occurred_end.epochMillis] ELSE [] END AS ends
