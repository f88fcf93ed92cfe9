// Analyst: the busiest entities (people, places, products) of each user: how many events and
// preferences mention each one, and when it first and last came up. Top N per user.
// Parameters: $per_user (integer).
// Returns: user_id, entity, mentions, first_seen, last_seen, memories.
// Example: :param {per_user: 5}
MATCH (x:Entity)<-[:INVOLVES|ABOUT]-(m)
WHERE m.user_id = x.user_id
WITH x, count(m) AS mentions, collect(coalesce(m.summary, m.key + ' = ' + m.value)) AS memories,
     min(coalesce(m.occurred_start, m.valid_from)) AS first_seen,
     max(coalesce(m.occurred_start, m.valid_from)) AS last_seen
ORDER BY x.user_id, mentions DESC, x.name
WITH x.user_id AS user_id,
     collect({entity: x.name, mentions: mentions, first_seen: first_seen, last_seen: last_seen,
              memories: memories})[..$per_user] AS top
UNWIND top AS row
RETURN user_id, row.entity AS entity, row.mentions AS mentions, row.first_seen AS first_seen,
       row.last_seen AS last_seen, row.memories AS memories
ORDER BY user_id, mentions DESC, entity
