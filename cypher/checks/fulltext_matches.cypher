// Every node a Lucene query matches in one full-text index, of every user (no tenant filter):
// a check that a forgotten user's words are gone and that an escaped user id cannot widen
// recall's filter. The API never runs it.
// Parameters: $index (memory_search_en or memory_search_cjk), $query (Lucene query string),
//   $limit (int).
// Returns: id, user_id, score.
CALL db.index.fulltext.queryNodes($index, $query, {limit: $limit}) YIELD node, score
RETURN node.id AS id, node.user_id AS user_id, score
ORDER BY score DESC
