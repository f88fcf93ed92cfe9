// How many times each of several turns, named by (user, external id), is stored, and in how
// many sessions: 1 and 1 for a turn stored once; 0 for one that is missing. A check for
// benchmarks and tests (bench/soak.py); the API never runs it.
// Parameters: $turns (list of maps: user_id, external_id).
// Returns: user_id, external_id, copies, sessions.
UNWIND $turns AS wanted
OPTIONAL MATCH (t:Turn {user_id: wanted.user_id, external_id: wanted.external_id})
OPTIONAL MATCH (t)-[in_session:IN_SESSION]->(:Session)
RETURN wanted.user_id AS user_id, wanted.external_id AS external_id,
       count(DISTINCT t) AS copies, count(in_session) AS sessions
