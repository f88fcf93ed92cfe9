// Put a new version in its chain: it SUPERSEDES its predecessor (whose valid_until becomes the
// new valid_from) and, for a late statement, is SUPERSEDED by its successor.
// Parameters: $user_id, $new_id, $predecessor_id (or null), $successor_id (or null),
//   $at (datetime), $reason.
// Returns: id.
MATCH (new:Preference {id: $new_id, user_id: $user_id})
OPTIONAL MATCH (predecessor:Preference {id: $predecessor_id, user_id: $user_id})
OPTIONAL MATCH (successor:Preference {id: $successor_id, user_id: $user_id})
OPTIONAL MATCH (successor)-[bypassed:SUPERSEDES]->(predecessor)
DELETE bypassed
FOREACH (_ IN CASE WHEN predecessor IS NULL THEN [] ELSE [1] END |
  SET predecessor.valid_until = new.valid_from
  MERGE (new)-[r:SUPERSEDES]->(predecessor)
  SET r.at = $at, r.reason = $reason)
FOREACH (_ IN CASE WHEN successor IS NULL THEN [] ELSE [1] END |
  SET new.valid_until = successor.valid_from
  MERGE (successor)-[r:SUPERSEDES]->(new)
  SET r.at = $at, r.reason = $reason)
RETURN new.id AS id
