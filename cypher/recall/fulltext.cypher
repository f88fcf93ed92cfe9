// Full-text (Lucene) candidates of one user, from memory_text (CJK analyzer) or
// memory_text_en (English analyzer, stemmed).
// Parameters: $index, $query (Lucene query string, already escaped), $user_id, $labels, $limit.
// Returns: id, label, score (BM25).
CALL db.index.fulltext.queryNodes($index, $query) YIELD node, score
WHERE node.user_id = $user_id AND labels(node)[0] IN $labels
RETURN node.id AS id, labels(node)[0] AS label, score
ORDER BY score DESC
LIMIT $limit
