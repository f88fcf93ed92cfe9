// Analyst: a user's timeline between two dates, oldest first: what was said (turns), what
// happened or was planned (events, by occurred_start) and what they prefer (preferences, by
// valid_from). Browser draws the nodes with their NEXT, EXTRACTED_FROM and SUPERSEDES edges.
// Parameters: $user_id (text), $since, $until (the window [since, until): ISO 8601 dates or
//   datetimes such as '2026-08-01', or durations back from now such as 'P90D'; 'P0D' is now).
// Returns: at, kind, what, node.
// Example: :param {user_id: 'demo-maya', since: 'P180D', until: 'P0D'}
WITH [bound IN [$since, $until] |
      CASE WHEN bound STARTS WITH 'P' THEN datetime() - duration(bound) ELSE datetime(bound) END]
     AS window
WITH window[0] AS since, window[1] AS until
CALL (since, until) {
  MATCH (n:Turn {user_id: $user_id})
  WHERE since <= n.at < until
  RETURN n.at AS at, 'turn' AS kind, n.speaker + ': ' + n.text AS what, n
  UNION ALL
  MATCH (n:Event {user_id: $user_id})
  WHERE since <= n.occurred_start < until
  RETURN n.occurred_start AS at, 'event' AS kind, n.summary + ' [' + n.status + ']' AS what, n
  UNION ALL
  MATCH (n:Preference {user_id: $user_id})
  WHERE since <= n.valid_from < until
  RETURN n.valid_from AS at, 'preference' AS kind,
         n.category + ' / ' + n.key + ' = ' + n.value AS what, n
}
RETURN at, kind, what, n AS node
ORDER BY at, kind
LIMIT 500
