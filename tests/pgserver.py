"""A throwaway PostgreSQL server for the tests: its own cluster in a temp folder, on 127.0.0.1, trust auth.

Uses the server binaries of Debian's ``postgresql`` package (``initdb``/``pg_ctl`` on PATH or under
/usr/lib/postgresql/<version>/bin). As root the cluster runs as the ``postgres`` user (else ``nobody``),
since PostgreSQL refuses to run as root.
"""

from __future__ import annotations

import glob
import logging
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

log = logging.getLogger(__name__)


def find_bin(name: str) -> str | None:
    """The path of a PostgreSQL server program, or None."""
    for candidate in sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), reverse=True):
        return candidate
    return shutil.which(name)


def free_port() -> int:
    """A free TCP port on 127.0.0.1."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class PgServer:
    """One cluster: ``start()``, ``url(dbname)``, ``create_database()``, ``stop()``."""

    def __init__(self) -> None:
        """Nothing runs until start()."""
        self.dir: Path | None = None
        self.port = 0
        self.user: str | None = None
        self._n = 0

    def _run(self, *args: str) -> subprocess.CompletedProcess[str]:
        """Run a server program, as the cluster's user when we are root."""
        cmd = list(args)
        if self.user:
            cmd = ["runuser", "-u", self.user, "--", *cmd]
        return subprocess.run(cmd, check=True, capture_output=True, text=True, timeout=120)

    def start(self) -> PgServer:
        """Create the cluster and start the server (RuntimeError when there are no binaries)."""
        initdb, pg_ctl = find_bin("initdb"), find_bin("pg_ctl")
        if not initdb or not pg_ctl:
            raise RuntimeError("no PostgreSQL server binaries (initdb, pg_ctl): install Debian's postgresql package")
        self.dir = Path(tempfile.mkdtemp(prefix="storybot-pg-"))
        if os.geteuid() == 0:
            self.user = "postgres" if _has_user("postgres") else "nobody"
            entry = pwd.getpwnam(self.user)
            os.chown(self.dir, entry.pw_uid, entry.pw_gid)
        data = self.dir / "data"
        self._run(initdb, "-D", str(data), "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync")
        self.port = free_port()
        opts = (f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c fsync=off "
                "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200")
        self._run(pg_ctl, "-D", str(data), "-o", opts, "-l", str(self.dir / "server.log"), "-w", "-t", "60", "start")
        log.info("PostgreSQL test server on 127.0.0.1:%d (%s)", self.port, self.dir)
        return self

    def url(self, dbname: str = "postgres") -> str:
        """The address of one database."""
        return f"postgresql://postgres@127.0.0.1:{self.port}/{dbname}"

    def create_database(self) -> str:
        """A new empty database; its address."""
        import psycopg

        self._n += 1
        name = f"t{self._n}"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {name}")
        return self.url(name)

    def stop(self) -> None:
        """Stop the server and remove the cluster."""
        if self.dir is None:
            return
        pg_ctl = find_bin("pg_ctl")
        if pg_ctl and (self.dir / "data" / "postmaster.pid").exists():
            try:
                self._run(pg_ctl, "-D", str(self.dir / "data"), "-m", "immediate", "-w", "stop")
            except subprocess.SubprocessError as exc:
                log.warning("could not stop the test PostgreSQL server: %s", exc)
        shutil.rmtree(self.dir, ignore_errors=True)
        self.dir = None


def _has_user(name: str) -> bool:
    """Whether a system user exists."""
    try:
        pwd.getpwnam(name)
    except KeyError:
        return False
    return True
