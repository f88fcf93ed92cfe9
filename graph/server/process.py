"""`chronograph neo4j start | stop | status`: one background server per data directory."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from neo4j import GraphDatabase
from neo4j.exceptions import AuthError, DriverError, Neo4jError, ServiceUnavailable

import cypher
from graph.server.conf import write_conf
from graph.server.errors import ProvisioningError
from graph.server.install import is_installed
from graph.server.java import java_executable
from graph.server.layout import ServerLayout
from graph.server.password import neo4j_password
from graph.server.versions import apoc_version, kernel_version, main_class
from graph.settings import Settings

ADMIN_CLASS = "org.neo4j.cli.AdminTool"
# The flags Neo4j 5.26's own launch scripts pass on Java 17; 2026.x starts with them on Java 25.
JVM_FLAGS = [
    "--add-opens=java.base/java.nio=ALL-UNNAMED",
    "--add-opens=java.base/java.io=ALL-UNNAMED",
    "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
    "--enable-native-access=ALL-UNNAMED",
    "-Dio.netty.tryReflectionSetAccessible=true",
    "-XX:+UseG1GC",
    "-XX:-OmitStackTraceInFastThrow",
]


@dataclass(frozen=True, kw_only=True)
class ServerStatus:
    running: bool
    pid: int | None
    bolt_uri: str
    browser_url: str
    version: str | None
    apoc_version: str | None
    data_dir: Path

    def describe(self) -> str:
        if not self.running:
            return f"Neo4j is not running (data directory {self.data_dir})"
        return (
            f"Neo4j {self.version or '(version unknown)'} with APOC {self.apoc_version or 'none'} "
            f"is running, pid {self.pid}\n"
            f"  Bolt:    {self.bolt_uri}\n  Browser: {self.browser_url}\n"
            f"  Data:    {self.data_dir}"
        )


def _java_command(settings: Settings, layout: ServerLayout, heap: str | None = None) -> list[str]:
    java = java_executable(settings)
    memory = [f"-Xms{heap}", f"-Xmx{heap}"] if heap else []
    classpath = f"{layout.plugins}/*:{layout.conf_dir}/*:{layout.lib}/*"
    return [java, *JVM_FLAGS, *memory, "-cp", classpath]


def _read_pid(layout: ServerLayout) -> int | None:
    try:
        pid = int(layout.pid_file.read_text(encoding="utf-8").strip())
    except (FileNotFoundError, ValueError):
        return None
    return pid if _is_alive(pid) else None


def _port_in_use(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return True
    return False


def _accepts_connections(port: int) -> bool:
    with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=1):
        return True
    return False


def _log_tail(layout: ServerLayout, lines: int = 25) -> str:
    try:
        text = layout.console_log.read_text(encoding="utf-8", errors="replace")
    except FileNotFoundError:
        return "(no log written)"
    return "\n".join(text.splitlines()[-lines:])


def _argument_file_line(value: str) -> str:
    """`value` as one quoted argument of a picocli argument file (`@file`)."""
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"\n'


def _set_initial_password(settings: Settings, layout: ServerLayout) -> None:
    """The password travels in an owner-only argument file that picocli (the admin tool's
    parser) expands, so no command line (`ps`, /proc/<pid>/cmdline) ever shows it."""
    env = {**os.environ, "NEO4J_HOME": str(layout.instance), "NEO4J_CONF": str(layout.conf_dir)}
    with tempfile.TemporaryDirectory(dir=layout.pid_file.parent) as private:
        argument_file = Path(private) / "password.args"  # the folder is 0700, the file 0600
        descriptor = os.open(argument_file, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
            handle.write(_argument_file_line(neo4j_password(settings)))
        # "--": a password may start with "-" (a generated one does 1 time in 64), which the
        # command would otherwise read as an option and then report the password missing.
        command = [
            *_java_command(settings, layout),
            ADMIN_CLASS,
            "dbms",
            "set-initial-password",
            "--",
            f"@{argument_file}",
        ]
        result = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    if result.returncode != 0:  # the output never contains the password itself
        raise ProvisioningError(f"setting the initial Neo4j password failed:\n{result.stderr}")


def _bolt_uri(settings: Settings) -> str:
    return f"bolt://127.0.0.1:{settings.neo4j_bolt_port}"


def _server_versions(settings: Settings) -> tuple[str, str | None]:
    """Neo4j's and APOC's versions (None: no APOC installed), asked over Bolt without retries."""
    auth = (settings.neo4j_user, neo4j_password(settings))
    with (
        GraphDatabase.driver(_bolt_uri(settings), auth=auth) as driver,
        driver.session() as session,
    ):
        neo4j = str(kernel_version(session.run(cypher.load("server_components")).data()))
        if apoc_version(settings) is None:
            return neo4j, None
        apoc = session.run(cypher.load("server_plugins")).single(strict=True)
    return neo4j, str(apoc["apoc"])


def start(settings: Settings, *, echo: Callable[[str], None] = print) -> ServerStatus:
    layout = ServerLayout.from_settings(settings)
    if not is_installed(layout):
        raise ProvisioningError("Neo4j is not installed: run `chronograph neo4j install` first")
    if _read_pid(layout) is not None:
        echo("Neo4j is already running")
        return status(settings)
    for port in (settings.neo4j_bolt_port, settings.neo4j_http_port):
        if _port_in_use(port):
            raise ProvisioningError(
                f"port {port} on 127.0.0.1 is already in use: stop what listens there, or set "
                "CHRONOGRAPH_NEO4J_BOLT_PORT / CHRONOGRAPH_NEO4J_HTTP_PORT"
            )
    write_conf(settings, layout)
    layout.logs_dir.mkdir(parents=True, exist_ok=True)
    layout.pid_file.parent.mkdir(parents=True, exist_ok=True)
    if not layout.auth_store.exists():
        _set_initial_password(settings, layout)
    command = [
        *_java_command(settings, layout, settings.neo4j_heap),
        main_class(settings.neo4j_version),
        f"--home-dir={layout.instance}",
        f"--config-dir={layout.conf_dir}",
        "--console-mode",
    ]
    echo(f"Starting Neo4j {settings.neo4j_version} (log: {layout.console_log}) ...")
    began = time.monotonic()
    # posix_spawn, not Popen: the server outlives this process, so nothing here should own it.
    pid = os.posix_spawn(
        command[0],
        command,
        dict(os.environ),
        file_actions=[
            (os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0),
            (
                os.POSIX_SPAWN_OPEN,
                1,
                str(layout.console_log),
                os.O_WRONLY | os.O_CREAT | os.O_APPEND,
                0o644,
            ),
            (os.POSIX_SPAWN_DUP2, 1, 2),
        ],
        setsid=True,
    )
    layout.pid_file.write_text(str(pid), encoding="utf-8")
    _wait_until_ready(settings, layout, pid)
    echo(f"Neo4j answered on Bolt after {time.monotonic() - began:.1f} s")
    return status(settings)


def _exit_status(pid: int) -> int | None:
    """The exit code of our child `pid` if it has ended (reaping it), else None."""
    try:
        ended, status = os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        return None if _is_alive(pid) else -1
    return os.waitstatus_to_exitcode(status) if ended else None


def _is_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _wait_until_ready(settings: Settings, layout: ServerLayout, pid: int) -> None:
    deadline = time.monotonic() + settings.neo4j_start_timeout_s
    while time.monotonic() < deadline:
        if (exit_code := _exit_status(pid)) is not None:
            layout.pid_file.unlink(missing_ok=True)
            raise ProvisioningError(
                f"Neo4j exited during start-up (code {exit_code}). "
                f"Last lines of {layout.console_log}:\n{_log_tail(layout)}"
            )
        if not _accepts_connections(settings.neo4j_bolt_port):
            time.sleep(0.3)
            continue
        try:
            _server_versions(settings)
            return
        except AuthError as error:
            raise ProvisioningError(
                f"Neo4j rejected the password ({error.message}). The database in "
                f"{layout.instance} was created with another one: set CHRONOGRAPH_NEO4J_PASSWORD "
                f"to it, or stop Neo4j and remove that directory to start afresh"
            ) from error
        except (ServiceUnavailable, OSError):
            time.sleep(0.5)
    raise ProvisioningError(
        f"Neo4j did not answer on Bolt within {settings.neo4j_start_timeout_s:.0f} s. "
        f"Last lines of {layout.console_log}:\n{_log_tail(layout)}"
    )


def stop(settings: Settings, *, echo: Callable[[str], None] = print, grace_s: float = 60) -> None:
    layout = ServerLayout.from_settings(settings)
    pid = _read_pid(layout)
    if pid is None:
        layout.pid_file.unlink(missing_ok=True)
        echo("Neo4j is not running")
        return
    os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + grace_s
    # Reaping matters when this process started the server: a zombie still answers kill(pid, 0).
    while time.monotonic() < deadline and _exit_status(pid) is None and _read_pid(layout):
        time.sleep(0.2)
    if _read_pid(layout) is not None:
        echo(f"Neo4j did not stop within {grace_s:.0f} s; killing pid {pid}")
        os.kill(pid, signal.SIGKILL)
    layout.pid_file.unlink(missing_ok=True)
    echo("Neo4j stopped")


def status(settings: Settings) -> ServerStatus:
    layout = ServerLayout.from_settings(settings)
    pid = _read_pid(layout)
    version = apoc_version = None
    if pid is not None:
        with contextlib.suppress(Neo4jError, DriverError, OSError):
            version, apoc_version = _server_versions(settings)
    return ServerStatus(
        running=pid is not None,
        pid=pid,
        bolt_uri=_bolt_uri(settings),
        browser_url=f"http://127.0.0.1:{settings.neo4j_http_port}/browser/",
        version=version,
        apoc_version=apoc_version,
        data_dir=layout.instance,
    )
