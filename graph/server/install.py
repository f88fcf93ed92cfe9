"""`chronograph neo4j install`: resolve the server, Browser and APOC jars with Maven.

The tarball is not on Maven Central, so the server is assembled from its runtime closure:
`org.neo4j:neo4j` (kernel, Cypher, Bolt, full-text and vector indexes), `org.neo4j.app:neo4j-server`
(the HTTP server that also serves Browser) and `org.neo4j.client:neo4j-browser`. APOC goes to
plugins/, because Neo4j loads procedures only from there; its thin jar needs `apoc-common` next
to it (5.x only: no APOC is published for the 2026.x line, and the server starts without it).
A marker file makes a second install a no-op. Each set of versions has its own folder in the
cache, so a 2026.x install sits beside the 5.26 one.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

from graph.server.errors import ProvisioningError
from graph.server.java import java_executable
from graph.server.layout import ServerLayout
from graph.server.versions import apoc_version
from graph.settings import Settings

DEPENDENCY_PLUGIN = "org.apache.maven.plugins:maven-dependency-plugin:3.6.1"

_POM = """<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>chronograph.local</groupId><artifactId>{name}</artifactId><version>1</version>
  <dependencies>
{dependencies}
  </dependencies>
</project>
"""
_DEPENDENCY = (
    "    <dependency><groupId>{group}</groupId><artifactId>{artifact}</artifactId>"
    "<version>{version}</version></dependency>"
)
_MISSING_ARTIFACT = re.compile(
    r"(?:Could not find artifact|Could not resolve dependencies[^:]*:)\s*(.+)"
)


def _coordinates(settings: Settings) -> dict[str, list[tuple[str, str, str]]]:
    coordinates = {
        "lib": [
            ("org.neo4j", "neo4j", settings.neo4j_version),
            ("org.neo4j.app", "neo4j-server", settings.neo4j_version),
            ("org.neo4j.client", "neo4j-browser", settings.browser_version),
        ],
    }
    if (apoc := apoc_version(settings)) is not None:
        coordinates["plugins"] = [
            ("org.neo4j.procedure", "apoc-core", apoc),
            ("org.neo4j.procedure", "apoc-common", apoc),
        ]
    return coordinates


def is_installed(layout: ServerLayout) -> bool:
    return layout.installed_marker.is_file()


def require_tool(name: str, hint: str) -> str:
    path = shutil.which(name)
    if path is None:
        raise ProvisioningError(f"{name} was not found on PATH: {hint}")
    return path


def install(settings: Settings, *, echo: Callable[[str], None] = print) -> ServerLayout:
    layout = ServerLayout.from_settings(settings)
    java_executable(settings)
    if is_installed(layout):
        echo(f"Neo4j {settings.neo4j_version} is already installed in {layout.jars}")
        return layout
    mvn = require_tool("mvn", "install Apache Maven (apt-get install maven)")
    layout.jars.mkdir(parents=True, exist_ok=True)
    for folder, artifacts in _coordinates(settings).items():
        echo(f"Resolving {', '.join(':'.join(a) for a in artifacts)} from Maven Central ...")
        _copy_dependencies(mvn, layout, folder, artifacts)
    # Browser and server share one classpath; APOC's own runtime deps stay beside it in plugins/.
    layout.plugins.mkdir(exist_ok=True)
    _drop_duplicates(layout.plugins, layout.lib)
    layout.installed_marker.write_text(f"neo4j {settings.neo4j_version}\n", encoding="utf-8")
    echo(
        f"Installed Neo4j {settings.neo4j_version} (Browser {settings.browser_version}, "
        f"APOC {apoc_version(settings) or 'none'}) in {layout.jars}"
    )
    return layout


def _copy_dependencies(
    mvn: str, layout: ServerLayout, folder: str, artifacts: list[tuple[str, str, str]]
) -> None:
    pom = layout.jars / f"{folder}.pom.xml"
    dependencies = "\n".join(
        _DEPENDENCY.format(group=g, artifact=a, version=v) for g, a, v in artifacts
    )
    pom.write_text(_POM.format(name=folder, dependencies=dependencies), encoding="utf-8")
    staging = layout.jars / f"{folder}.partial"
    shutil.rmtree(staging, ignore_errors=True)
    command = [
        mvn,
        "-B",
        "-q",
        "-f",
        str(pom),
        f"-Dmaven.repo.local={layout.maven_repository}",
        f"{DEPENDENCY_PLUGIN}:copy-dependencies",
        f"-DoutputDirectory={staging}",
        "-DincludeScope=runtime",
    ]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise ProvisioningError(_explain_maven_failure(result.stdout + result.stderr, artifacts))
    target = layout.jars / folder
    shutil.rmtree(target, ignore_errors=True)
    staging.rename(target)


def _drop_duplicates(plugins: Path, lib: Path) -> None:
    on_classpath = {jar.name for jar in lib.glob("*.jar")}
    for jar in plugins.glob("*.jar"):
        if jar.name in on_classpath:
            jar.unlink()


def _explain_maven_failure(output: str, artifacts: list[tuple[str, str, str]]) -> str:
    match = _MISSING_ARTIFACT.search(output)
    missing = match.group(1).strip() if match else ", ".join(":".join(a) for a in artifacts)
    tail = "\n".join(output.strip().splitlines()[-5:])
    return (
        f"Maven could not resolve {missing}. Check the version settings "
        f"(CHRONOGRAPH_NEO4J_VERSION, CHRONOGRAPH_BROWSER_VERSION, CHRONOGRAPH_APOC_VERSION) "
        f"and that Maven Central is reachable.\n{tail}"
    )
