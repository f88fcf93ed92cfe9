// Mark an Event or Preference as no longer true; it stays in the graph as history.
// Parameters: $user_id, $id, $at (datetime).
// Returns: id; no row when the id does not exist for this user.
CALL () {
  MATCH (n:Event {id: $id, user_id: $user_id}) RETURN n
  UNION
  MATCH (n:Preference {id: $id, user_id: $user_id}) RETURN n
}
SET n.retracted_at = coalesce(n.retracted_at, $at)
SET n.valid_until = CASE WHEN n:Preference THEN coalesce(n.valid_until, $at) END
RETURN n.id AS id
