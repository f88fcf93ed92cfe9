// The APOC version the server loaded (fails if APOC is missing).
// Parameters: none.
// Returns: apoc.
RETURN apoc.version() AS apoc
