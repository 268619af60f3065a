"""`python -m bot run`: exit codes, clear one-line errors, and the token never shown."""

from __future__ import annotations

import logging
import os
from pathlib import Path

import discord
import pytest

from bot import runner
from bot.client import StoryBot

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.Gabcde.super-secret-token-value"


@pytest.fixture
def clean_env(tmp_path, monkeypatch):
    """No .env, no DISCORD_TOKEN from the outside, logging setup recorded instead of installed."""
    monkeypatch.chdir(tmp_path)
    for name in ("DISCORD_TOKEN", "BOT_SEEDS_DIR", "MESSAGE_CONTENT_INTENT", "DEV_GUILD_IDS", "COOLDOWN_RATE"):
        monkeypatch.delenv(name, raising=False)
    calls = []
    monkeypatch.setattr(discord.utils, "setup_logging", lambda **kw: calls.append(kw))
    return calls


def test_missing_token_is_one_clear_line(clean_env, capsys):
    """No token → exit 2 and one line on stderr."""
    assert runner.main() == 2
    err = capsys.readouterr().err
    assert err.startswith("DISCORD_TOKEN is not set") and err.count("\n") == 1


def test_blank_token_counts_as_missing(clean_env, monkeypatch, capsys):
    """A token of spaces is missing too."""
    monkeypatch.setenv("DISCORD_TOKEN", "   ")
    assert runner.main() == 2
    assert "DISCORD_TOKEN is not set" in capsys.readouterr().err


def test_invalid_settings_are_reported_without_values(clean_env, monkeypatch, capsys):
    """A bad setting → exit 2 naming the setting."""
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("COOLDOWN_RATE", "0")
    assert runner.main() == 2
    err = capsys.readouterr().err
    assert "COOLDOWN_RATE" in err and TOKEN not in err


def test_a_token_pasted_into_an_id_list_is_not_echoed(clean_env, monkeypatch, capsys):
    """DEV_GUILD_IDS holding a token by mistake: exit 2 naming the setting, the token shown nowhere."""
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("DEV_GUILD_IDS", f"123, {TOKEN}")
    assert runner.main() == 2
    err = capsys.readouterr().err
    assert "DEV_GUILD_IDS" in err and "item 2" in err
    assert TOKEN not in err and "super-secret" not in err and "MTIz" not in err


def test_id_list_settings_errors_never_hold_the_value(clean_env, monkeypatch):
    """The settings' own error (as other commands print it) does not hold the value either."""
    from pydantic import ValidationError

    from bot.settings import Settings, describe_errors

    monkeypatch.setenv("OWNER_IDS", TOKEN)
    with pytest.raises(ValidationError) as info:
        Settings()
    assert TOKEN not in describe_errors(info.value) and "OWNER_IDS" in describe_errors(info.value)
    monkeypatch.setenv("OWNER_IDS", "[1, 2]")
    assert Settings().owner_ids == [1, 2]


def test_rejected_token(clean_env, monkeypatch, capsys, caplog):
    """Discord says 401 → exit 2, one clear line, and the token appears nowhere."""
    caplog.set_level(logging.DEBUG)
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)

    async def static_login(self, token):
        """Discord answers 401."""
        assert token == TOKEN
        raise discord.LoginFailure("Improper token has been passed.")

    monkeypatch.setattr(discord.http.HTTPClient, "static_login", static_login)
    assert runner.main() == 2
    out = capsys.readouterr()
    assert out.err.startswith("Discord rejected the token") and out.err.count("\n") == 1
    assert TOKEN not in out.out + out.err + caplog.text
    assert clean_env and clean_env[0]["level"] == logging.INFO


def test_ctrl_c_is_a_clean_stop(clean_env, monkeypatch):
    """KeyboardInterrupt while running → exit 0."""
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)

    async def interrupted(self, token, *, reconnect=True):
        """Ctrl-C while connected."""
        raise KeyboardInterrupt

    monkeypatch.setattr(StoryBot, "start", interrupted)
    assert runner.main() == 0


def test_clean_close_is_exit_zero(clean_env, monkeypatch):
    """When the bot closes normally, main returns 0."""
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)

    async def returns(self, token, *, reconnect=True):
        """The bot was closed."""
        return None

    monkeypatch.setattr(StoryBot, "start", returns)
    assert runner.main() == 0


def test_missing_privileged_intent(clean_env, monkeypatch, capsys):
    """Message-content intent requested but not enabled in the portal → exit 2 with the fix."""
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)

    async def refused(self, token, *, reconnect=True):
        """Discord closes with 4014."""
        raise discord.PrivilegedIntentsRequired(shard_id=0)

    monkeypatch.setattr(StoryBot, "start", refused)
    assert runner.main() == 2
    assert "Message Content Intent" in capsys.readouterr().err


def test_seeds_override_and_create_bot(clean_env, monkeypatch, tmp_path):
    """`--seeds` overrides SEEDS_DIR; create_bot builds the configured StoryBot."""
    monkeypatch.setenv("BOT_SEEDS_DIR", "/nonexistent")
    assert runner.load_settings().seeds_dir == Path("/nonexistent")
    settings = runner.load_settings(tmp_path)
    assert settings.seeds_dir == tmp_path
    bot = runner.create_bot(settings)
    assert isinstance(bot, StoryBot) and bot.settings is settings and bot.index is None


def test_cache_override_reaches_the_settings(clean_env, monkeypatch, tmp_path):
    """`run --no-cache` / `--cache-dir DIR` override CACHE_DIR for the bot, without touching the environment."""
    from bot.cli import main

    monkeypatch.setenv("CACHE_DIR", str(tmp_path / "from-env"))
    assert runner.load_settings().index_cache_dir == tmp_path / "from-env"
    assert runner.load_settings(cache_dir="").index_cache_dir is None
    assert runner.load_settings(cache_dir=tmp_path / "other").index_cache_dir == tmp_path / "other"
    seen = []
    monkeypatch.setattr(runner, "main", lambda **kwargs: seen.append(kwargs) or 0)
    assert main(["run", "--no-cache"]) == 0 and main(["run", "--cache-dir", str(tmp_path / "c")]) == 0
    assert main(["run"]) == 0
    assert [k["cache_dir"] for k in seen] == ["", tmp_path / "c", None]
    assert os.environ["CACHE_DIR"] == str(tmp_path / "from-env")


def test_cli_run_without_token(clean_env, capsys):
    """`python -m bot run` goes through runner.main."""
    from bot.cli import main

    assert main(["run"]) == 2
    assert "DISCORD_TOKEN is not set" in capsys.readouterr().err


def test_log_level_names():
    """Unknown level names fall back to INFO."""
    assert runner.log_level("debug") == logging.DEBUG
    assert runner.log_level("nonsense") == logging.INFO
