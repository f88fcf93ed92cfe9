"""Where the local server's files live: jars in the cache, one instance per data directory."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from graph.server.versions import apoc_version
from graph.settings import Settings


@dataclass(frozen=True, kw_only=True)
class ServerLayout:
    jars: Path
    """`<cache>/neo4j/<versions>`: lib/ (server + Browser) and plugins/ (APOC, if any), shared."""
    maven_repository: Path
    instance: Path
    """The data directory: conf/, data/, logs/, run/ of one running server."""

    @classmethod
    def from_settings(cls, settings: Settings) -> ServerLayout:
        apoc = apoc_version(settings)
        versions = f"{settings.neo4j_version}-browser{settings.browser_version}" + (
            f"-apoc{apoc}" if apoc else ""
        )
        return cls(
            jars=settings.cache_dir / "neo4j" / versions,
            maven_repository=settings.cache_dir / "m2",
            instance=settings.data_dir,
        )

    @property
    def lib(self) -> Path:
        return self.jars / "lib"

    @property
    def plugins(self) -> Path:
        return self.jars / "plugins"

    @property
    def installed_marker(self) -> Path:
        return self.jars / "installed"

    @property
    def conf_dir(self) -> Path:
        return self.instance / "conf"

    @property
    def logs_dir(self) -> Path:
        return self.instance / "logs"

    @property
    def console_log(self) -> Path:
        return self.logs_dir / "console.log"

    @property
    def pid_file(self) -> Path:
        return self.instance / "run" / "neo4j.pid"

    @property
    def auth_store(self) -> Path:
        return self.instance / "data" / "dbms" / "auth.ini"
