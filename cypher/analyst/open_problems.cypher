// Analyst: open problems: events with status 'open' that happened at least N days ago and led
// to nothing resolved or done (no CAUSED effect with that status), across all users, oldest
// first. Retracted events and plans replaced by a newer version are left out.
// Parameters: $days (integer).
// Returns: user_id, opened_at, days_open, summary, followed_by, event.
// Example: :param {days: 7}
MATCH (e:Event {status: 'open'})
WHERE e.occurred_start <= datetime() - duration({days: $days})
  AND e.retracted_at IS NULL
  AND NOT EXISTS { (:Event)-[:SUPERSEDES]->(e) }
  AND NOT EXISTS {
    MATCH (e)-[:CAUSED*1..4]->(fix:Event)
    WHERE fix.status IN ['resolved', 'done'] AND fix.user_id = e.user_id
  }
OPTIONAL MATCH (e)-[:CAUSED]->(next:Event)
WITH e, collect(next.summary + ' [' + next.status + ']') AS followed_by
RETURN e.user_id AS user_id, e.occurred_start AS opened_at,
       duration.inDays(e.occurred_start, datetime()).days AS days_open, e.summary AS summary,
       followed_by, e AS event
ORDER BY opened_at, user_id
