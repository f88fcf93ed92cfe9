// Drop the vector indexes before re-embedding with a model of another size; the schema
// recreates them with the new dimensions afterwards.
// Parameters: none.
// Returns: nothing.
DROP INDEX turn_embedding IF EXISTS;
DROP INDEX event_embedding IF EXISTS;
DROP INDEX preference_embedding IF EXISTS;
