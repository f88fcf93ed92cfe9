// Full-text (Lucene) candidates of one user, from memory_search_cjk (CJK analyzer) or
// memory_search_en (English analyzer, stemmed). $query already requires the user_id field;
// the WHERE clause keeps the answer exact whatever the analyzer did to the id.
// Parameters: $index, $query (Lucene query string, built from escaped words), $user_id,
//   $labels, $limit.
// Returns one row, rows: a list of maps {id, label, score (BM25)}, best first (one record:
//   the driver's cost is per record).
CALL db.index.fulltext.queryNodes($index, $query, {limit: $limit * 4}) YIELD node, score
WHERE node.user_id = $user_id AND labels(node)[0] IN $labels
WITH node, score
ORDER BY score DESC
LIMIT $limit
RETURN collect({id: node.id, label: labels(node)[0], score: score}) AS rows
