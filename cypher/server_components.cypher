// The Neo4j server's name, version and edition.
// Parameters: none.
// Returns: name, version, edition.
CALL dbms.components() YIELD name, versions, edition
RETURN name, versions[0] AS version, edition
