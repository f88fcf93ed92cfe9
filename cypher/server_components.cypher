// The Neo4j server's name, version and edition (the kernel's: 2026.x also lists Cypher's).
// Parameters: none.
// Returns: name, version, edition.
CALL dbms.components() YIELD name, versions, edition
WHERE name = 'Neo4j Kernel'
RETURN name, versions[0] AS version, edition
