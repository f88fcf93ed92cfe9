// How many nodes and relationships the whole database holds, every user together: a check
// that a request wrote only what it meant to. The API never runs it.
// Parameters: none.
// Returns: nodes, relationships.
CALL () {
  MATCH (n)
  RETURN count(n) AS nodes
}
CALL () {
  MATCH ()-[r]->()
  RETURN count(r) AS relationships
}
RETURN nodes, relationships
