"""Fixtures for every test: a real PostgreSQL server (started once per run) and a fresh database in it."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from tests.pgserver import PgServer


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    """A throwaway PostgreSQL cluster on 127.0.0.1; skipped without server binaries, but a failure under CI=true."""
    server = PgServer()
    try:
        server.start()
    except Exception as exc:  # noqa: BLE001 - no binaries, cannot start
        server.stop()
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(f"CI: a PostgreSQL server is required but could not be started: {exc}")
        pytest.skip(f"no PostgreSQL server could be started: {exc}")
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def pg_url(pg_server: PgServer) -> str:
    """The address of a new empty database in the test server."""
    return pg_server.create_database()
