// Everything stored for one user, to check that nothing changed: each node with its labels and
// properties, then each relationship touching those nodes with its type, its two ends and its
// properties. A full scan, for tests and audits; the API never runs it.
// Parameters: $user_id.
// Returns: kind ('node' or 'edge'), key, detail, properties.
CALL () {
  MATCH (n)
  WHERE n.user_id = $user_id OR (n:User AND n.id = $user_id)
  RETURN 'node' AS kind, elementId(n) AS key, labels(n) AS detail, properties(n) AS properties
  UNION ALL
  MATCH (n)-[r]-()
  WHERE n.user_id = $user_id OR (n:User AND n.id = $user_id)
  WITH DISTINCT r
  RETURN 'edge' AS kind, elementId(r) AS key,
    [type(r), elementId(startNode(r)), elementId(endNode(r))] AS detail,
    properties(r) AS properties
}
RETURN kind, key, detail, properties
ORDER BY kind, key
