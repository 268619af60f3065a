"""bot.settings: what SHARD_COUNT, SHARD_IDS, DATABASE_URL and CACHE_DIR accept, and what the bot does with them."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from bot.client import StoryBot
from bot.settings import Settings, describe_errors
from bot.store import PgStore, Store, open_store, redact_url, sync_store
from tests.bot.botkit import env_settings, make_settings


def test_shards_unset_keep_automatic_sharding() -> None:
    s = env_settings()
    assert (s.shard_count, s.shard_ids, s.shards_text) == (None, None, "automatic")
    bot = StoryBot(s)
    assert bot.shard_count is None and bot.shard_ids is None and bot.shards_text == "automatic"


def test_shard_count_and_ids_reach_discord_py() -> None:
    s = env_settings(SHARD_COUNT="4", SHARD_IDS="2,3")
    assert (s.shard_count, s.shard_ids, s.shards_text) == (4, [2, 3], "2, 3 of 4")
    bot = StoryBot(s)
    assert bot.shard_count == 4 and bot.shard_ids == [2, 3] and bot.shards_text == "2, 3 of 4"
    assert StoryBot(env_settings(SHARD_COUNT="2")).shards_text == "all of 2"


@pytest.mark.parametrize("env, words", [
    ({"SHARD_IDS": "0"}, "needs SHARD_COUNT"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "2"}, "from 0 to 1"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "1,1"}, "distinct"),
    ({"SHARD_COUNT": "0"}, "greater than or equal to 1"),
])
def test_bad_shard_settings_are_refused(env: dict[str, str], words: str) -> None:
    with pytest.raises(ValidationError) as caught:
        env_settings(**env)
    assert words in describe_errors(caught.value)


def test_database_url_picks_the_back_end_and_never_shows_the_password(tmp_path: Path) -> None:
    assert isinstance(sync_store(env_settings(DATA_DIR=str(tmp_path))), Store)
    assert env_settings(DATABASE_URL=f"sqlite:///{tmp_path}/x.sqlite3").database == tmp_path / "x.sqlite3"
    url = "postgresql://bot:hunter2-secret@db.internal:5433/storybot"
    s = env_settings(DATABASE_URL=url)
    assert s.postgres_url == url and "hunter2" not in repr(s) and "hunter2" not in str(s.model_dump())
    store = open_store(s)
    assert isinstance(store.sync, PgStore) and store.shared
    assert store.describe() == "PostgreSQL postgresql://bot@db.internal:5433/storybot"
    assert "hunter2" not in redact_url(url) and "hunter2" not in repr(store.sync)
    with pytest.raises(ValidationError) as caught:
        env_settings(DATABASE_URL="mysql://root:hunter2@x/y")
    assert "hunter2" not in describe_errors(caught.value)  # how the bot and the CLI print settings errors


def test_cache_dir_setting(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Default DATA_DIR/cache; CACHE_DIR moves it; an empty CACHE_DIR turns it off."""
    monkeypatch.delenv("CACHE_DIR", raising=False)
    monkeypatch.setenv("DATA_DIR", str(tmp_path / "data"))
    assert Settings(_env_file=None).index_cache_dir == tmp_path / "data" / "cache"
    monkeypatch.setenv("CACHE_DIR", str(tmp_path / "elsewhere"))
    assert Settings(_env_file=None).index_cache_dir == tmp_path / "elsewhere"
    for off in ("", "  "):
        monkeypatch.setenv("CACHE_DIR", off)
        assert Settings(_env_file=None).index_cache_dir is None
    assert make_settings().index_cache_dir is None  # the bot tests' default
