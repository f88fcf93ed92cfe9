// Block until every index is online, up to $timeout_s seconds.
// Parameters: $timeout_s (int).
// Returns: nothing.
CALL db.awaitIndexes($timeout_s)
