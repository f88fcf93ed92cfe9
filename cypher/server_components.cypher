// The Neo4j server's components with their versions and edition: the kernel ('Neo4j Kernel',
// first), and from 2026.x also 'Cypher'. No WHERE: 5.26 runs this on the system database,
// which refuses it; the caller picks the kernel's row (graph.server.versions.kernel_version).
// Parameters: none.
// Returns: name, version, edition (one row per component).
CALL dbms.components() YIELD name, versions, edition
RETURN name, versions[0] AS version, edition
