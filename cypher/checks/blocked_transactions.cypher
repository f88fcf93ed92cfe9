// Transactions that wait for a lock another transaction holds: a check that a write is stuck
// where a test expects it (or, for an operator, why a write hangs). The API never runs it.
// Parameters: none.
// Returns: transaction_id, status, query.
SHOW TRANSACTIONS YIELD transactionId, status, currentQuery
WHERE status STARTS WITH 'Blocked'
RETURN transactionId AS transaction_id, status, currentQuery AS query
