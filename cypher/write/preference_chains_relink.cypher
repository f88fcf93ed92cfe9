// Make each key's SUPERSEDES edges follow its chain: every version supersedes the one before it
// (whose valid_until becomes the newer valid_from), and no other SUPERSEDES edge remains
// between versions of the key. Existing edges keep their `at` and `reason`.
// Parameters: $chains (list of maps: user_id, ids (oldest first), pairs (list of maps: older,
//   newer, at, reason)).
// Returns: linked (number of pairs).
UNWIND $chains AS chain
CALL (chain) {
  MATCH (newer:Preference {user_id: chain.user_id})-[r:SUPERSEDES]->(older:Preference)
  WHERE newer.id IN chain.ids AND older.id IN chain.ids
    AND NOT {older: older.id, newer: newer.id} IN [pair IN chain.pairs | {older: pair.older, newer: pair.newer}]
  DELETE r
}
UNWIND chain.pairs AS pair
MATCH (older:Preference {id: pair.older, user_id: chain.user_id})
MATCH (newer:Preference {id: pair.newer, user_id: chain.user_id})
SET older.valid_until = newer.valid_from
MERGE (newer)-[r:SUPERSEDES]->(older)
  ON CREATE SET r.at = pair.at, r.reason = pair.reason
RETURN count(*) AS linked
