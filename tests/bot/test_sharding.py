"""SHARD_COUNT, SHARD_IDS and DATABASE_URL: what the settings accept, and what the bot does with them."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from pydantic import ValidationError

from bot.client import StoryBot
from bot.settings import Settings, describe_errors
from bot.store import PgStore, Store, open_store, redact_url, sync_store


def settings(**env: str) -> Settings:
    """Settings from these environment values only."""
    return Settings(_env_file=None, **{k.lower(): v for k, v in env.items()})


def test_shards_unset_keep_automatic_sharding() -> None:
    s = settings()
    assert (s.shard_count, s.shard_ids, s.shards_text) == (None, None, "automatic")
    bot = StoryBot(s)
    assert bot.shard_count is None and bot.shard_ids is None and bot.shards_text == "automatic"


def test_shard_count_and_ids_reach_discord_py() -> None:
    s = settings(SHARD_COUNT="4", SHARD_IDS="2,3")
    assert (s.shard_count, s.shard_ids, s.shards_text) == (4, [2, 3], "2, 3 of 4")
    bot = StoryBot(s)
    assert bot.shard_count == 4 and bot.shard_ids == [2, 3] and bot.shards_text == "2, 3 of 4"
    assert StoryBot(settings(SHARD_COUNT="2")).shards_text == "all of 2"


@pytest.mark.parametrize("env, words", [
    ({"SHARD_IDS": "0"}, "needs SHARD_COUNT"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "2"}, "from 0 to 1"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "1,1"}, "distinct"),
    ({"SHARD_COUNT": "0"}, "greater than or equal to 1"),
])
def test_bad_shard_settings_are_refused(env: dict[str, str], words: str) -> None:
    with pytest.raises(ValidationError) as caught:
        settings(**env)
    assert words in describe_errors(caught.value)


def test_database_url_picks_the_back_end_and_never_shows_the_password(tmp_path: Path) -> None:
    assert isinstance(sync_store(settings(DATA_DIR=str(tmp_path))), Store)
    assert settings(DATABASE_URL=f"sqlite:///{tmp_path}/x.sqlite3").database == tmp_path / "x.sqlite3"
    url = "postgresql://bot:hunter2-secret@db.internal:5433/storybot"
    s = settings(DATABASE_URL=url)
    assert s.postgres_url == url and "hunter2" not in repr(s) and "hunter2" not in str(s.model_dump())
    store = open_store(s)
    assert isinstance(store.sync, PgStore) and store.shared
    assert store.describe() == "PostgreSQL postgresql://bot@db.internal:5433/storybot"
    assert "hunter2" not in redact_url(url) and "hunter2" not in repr(store.sync)
    with pytest.raises(ValidationError) as caught:
        settings(DATABASE_URL="mysql://root:hunter2@x/y")
    assert "hunter2" not in describe_errors(caught.value)  # how the bot and the CLI print settings errors


async def test_the_start_up_log_shows_shards_and_database_without_password(
        pg_url: str, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    secret_url = pg_url  # trust auth: any password is accepted, and must never be shown
    secret_url = secret_url.replace("postgres@", "postgres:hunter2-secret@")
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    bot = StoryBot(settings(SHARD_COUNT="2", SHARD_IDS="1", DATABASE_URL=secret_url, BOT_SEEDS_DIR=str(seeds),
                            DATA_DIR=str(tmp_path / "data"), CACHE_DIR=""), sync_commands=False)
    with caplog.at_level(logging.INFO):
        await bot._async_setup_hook()
        await bot.setup_hook()
        await bot.close()
    text = caplog.text
    assert "starting: shards 1 of 2, database PostgreSQL postgresql://postgres@127.0.0.1" in text
    assert "hunter2" not in text


def test_both_back_ends_have_the_same_interface(tmp_path: Path) -> None:
    from bot.store import StateStore

    assert isinstance(Store(tmp_path / "x.sqlite3"), StateStore)
    assert isinstance(PgStore("postgresql://u@127.0.0.1:1/x"), StateStore)
