// End one running transaction, as an operator would: its client gets
// Neo.ClientError.Transaction.Terminated (LockClientStopped while it waits for a lock), as
// every open transaction does when Neo4j shuts down. A check of what clients are told then;
// the API never runs it.
// Parameters: $transaction_id (from checks/blocked_transactions).
// Returns: transaction_id, message.
TERMINATE TRANSACTION $transaction_id
YIELD transactionId, message
RETURN transactionId AS transaction_id, message
