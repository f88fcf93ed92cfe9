// Analyst: where one memory comes from: an event or preference, followed back along
// EXTRACTED_FROM to the turns it was read from, with their session and the words said.
// The memory is given by its id, or by words of its summary or `key = value` (most recent match).
// Parameters: $user_id (text), $memory (an Event or Preference id, or words from it).
// Returns: kind, memory, recorded_at, said_at, speaker, said, session_id, path.
// Example: :param {user_id: 'demo-lin', memory: 'budget'}
CALL () {
  MATCH (m:Event {user_id: $user_id})
  WHERE m.id = $memory OR toLower(m.summary) CONTAINS toLower($memory)
  RETURN m, 'event' AS kind, m.summary AS memory
  UNION
  MATCH (m:Preference {user_id: $user_id})
  WHERE m.id = $memory OR toLower(m.key + ' = ' + m.value) CONTAINS toLower($memory)
     OR toLower(m.category) CONTAINS toLower($memory)
  RETURN m, 'preference' AS kind, m.category + ' / ' + m.key + ' = ' + m.value AS memory
}
WITH m, kind, memory ORDER BY m.recorded_at DESC LIMIT 1
MATCH path = (m)-[:EXTRACTED_FROM]->(t:Turn)-[:IN_SESSION]->(s:Session)
RETURN kind, memory, m.recorded_at AS recorded_at, t.at AS said_at, t.speaker AS speaker,
       t.text AS said, s.id AS session_id, path
ORDER BY said_at
