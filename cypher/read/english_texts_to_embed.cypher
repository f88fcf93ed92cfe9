// The next page of English turns with their text, by id, for filling the English vector.
// Parameters: $after (id; '' to start), $limit.
// Returns: id, user_id, text.
MATCH (n:Turn)
WHERE n.id > $after AND n.lang = 'en'
RETURN n.id AS id, n.user_id AS user_id, n.text AS text
ORDER BY id
LIMIT $limit
