// How many nodes of each label carry this user_id (0 everywhere after forgetting the user).
// Parameters: $user_id.
// Returns: label, count.
UNWIND ['User', 'Session', 'Turn', 'Event', 'Preference', 'Entity'] AS label
CALL (label) {
  MATCH (n) WHERE label IN labels(n) AND (n.user_id = $user_id OR n.id = $user_id)
  RETURN count(n) AS count
}
RETURN label, count
