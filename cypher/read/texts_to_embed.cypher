// The next page of one label's nodes with the text their embedding is made from, by id.
// Parameters: $label ('Turn', 'Event' or 'Preference'), $after (id; '' to start), $limit.
// Returns: id, text.
CALL () {
  MATCH (n:Turn) WHERE $label = 'Turn' AND n.id > $after RETURN n.id AS id, n.text AS text
  UNION ALL
  MATCH (n:Event) WHERE $label = 'Event' AND n.id > $after RETURN n.id AS id, n.summary AS text
  UNION ALL
  MATCH (n:Preference) WHERE $label = 'Preference' AND n.id > $after
  RETURN n.id AS id, n.category + ' ' + n.key + ': ' + n.value AS text
}
RETURN id, text
ORDER BY id
LIMIT $limit
