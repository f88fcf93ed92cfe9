"""Prometheus metrics of one process, in a registry of its own (no global default registry).

    chronograph_requests_total{interface, operation}     GraphQL operations and MCP tool calls
    chronograph_request_seconds{interface, operation}    their latency (histogram)
    chronograph_errors_total{interface, code}            errors by the code clients see
    chronograph_ingested_turns_total                     turns stored (a rate() gives turns/s)
    chronograph_recalls_total{vector_search}             recalls by how the vector path ran
    chronograph_empty_recalls_total                      recalls that returned nothing
    chronograph_neo4j_pool_connections{state}            the driver's pool: in_use, idle

`interface` is `graphql` or `mcp`; `operation` is the GraphQL operation's root field (one per
request) or the tool's name. Served at /metrics by `api.app` (see there for who may read it).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Histogram
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector

from graph.driver import Driver

LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)


class _PoolCollector(Collector):
    """Reads the driver's connection pool at scrape time.

    The Python driver has no public pool statistics: this reads its pool's connection lists,
    and reports nothing (rather than failing the scrape) if a driver version lays them out
    differently.
    """

    def __init__(self, driver: Driver) -> None:
        self.driver = driver

    def collect(self) -> Iterator[GaugeMetricFamily]:
        family = GaugeMetricFamily(
            "chronograph_neo4j_pool_connections",
            "Connections in the Neo4j driver's pool, by state",
            labels=["state"],
        )
        in_use = idle = 0
        pool: Any = getattr(self.driver, "_pool", None)
        connections: Any = getattr(pool, "connections", {})
        try:
            for queue in list(connections.values()):
                for connection in list(queue):
                    if getattr(connection, "in_use", False):
                        in_use += 1
                    else:
                        idle += 1
        except (AttributeError, TypeError, RuntimeError):
            return
        family.add_metric(["in_use"], in_use)
        family.add_metric(["idle"], idle)
        yield family


class Metrics:
    """The counters and histograms of one API process."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        self.requests = Counter(
            "chronograph_requests",
            "GraphQL operations and MCP tool calls",
            ["interface", "operation"],
            registry=self.registry,
        )
        self.latency = Histogram(
            "chronograph_request_seconds",
            "Latency of GraphQL operations and MCP tool calls",
            ["interface", "operation"],
            buckets=LATENCY_BUCKETS,
            registry=self.registry,
        )
        self.errors = Counter(
            "chronograph_errors",
            "Errors by the code clients see (GraphQL extensions.code, MCP tool errors)",
            ["interface", "code"],
            registry=self.registry,
        )
        self.ingested_turns = Counter(
            "chronograph_ingested_turns", "Turns stored by ingest", registry=self.registry
        )
        self.recalls = Counter(
            "chronograph_recalls",
            "Recalls, by how the vector path found its hits "
            "(none, exact, index, index_then_exact, index_filtered)",
            ["vector_search"],
            registry=self.registry,
        )
        self.empty_recalls = Counter(
            "chronograph_empty_recalls", "Recalls that returned no item", registry=self.registry
        )

    def watch_pool(self, driver: Driver) -> None:
        self.registry.register(_PoolCollector(driver))

    @contextmanager
    def timed(self, interface: str, operation: str) -> Iterator[None]:
        started = time.perf_counter()
        try:
            yield
        finally:
            self.requests.labels(interface, operation).inc()
            self.latency.labels(interface, operation).observe(time.perf_counter() - started)

    def error(self, interface: str, code: str) -> None:
        self.errors.labels(interface, code).inc()

    def recalled(self, *, vector_search: str, items: int) -> None:
        self.recalls.labels(vector_search).inc()
        if items == 0:
            self.empty_recalls.inc()
