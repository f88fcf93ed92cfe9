"""Graphene types of the schema, one module per area: memory nodes, recall, pages, payloads."""
