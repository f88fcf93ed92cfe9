// Which user owns an Event or Preference id, and its label.
// Parameters: $id.
// Returns: owner, label; no row when the id does not exist.
CALL () {
  MATCH (n:Event {id: $id}) RETURN n.user_id AS owner, 'Event' AS label
  UNION
  MATCH (n:Preference {id: $id}) RETURN n.user_id AS owner, 'Preference' AS label
}
RETURN owner, label
