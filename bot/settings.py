"""All settings of the bot in one place, from the environment or `.env`."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, SecretStr, ValidationError, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

PROJECT_DIR = Path(__file__).resolve().parent.parent


def describe_errors(exc: ValidationError) -> str:
    """A settings error as 'NAME: message; ...', never with the values given (a token may be among them)."""
    return "; ".join(f"{'.'.join(str(p) for p in e['loc']).upper()}: {e['msg']}"
                     for e in exc.errors(include_input=False, include_url=False))


def _id_list(value: object) -> object:
    """Accept '1,2 3' as well as a JSON list or a list of ints; an error never repeats the value (it may be a secret)."""
    if isinstance(value, str):
        parts = value.strip().removeprefix("[").removesuffix("]").replace(",", " ").split()
        if not all(part.isdigit() for part in parts):
            bad = next(i for i, part in enumerate(parts, 1) if not part.isdigit())
            raise ValueError(f"expected numeric ids separated by commas or spaces; item {bad} is not a number "
                             "(its text is not shown)")
        return [int(part) for part in parts]
    if isinstance(value, int):
        return [value]
    return value


IdList = Annotated[list[int], NoDecode]


class Settings(BaseSettings):
    """The bot's settings; every field can be set as an environment variable of the same name."""

    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore", populate_by_name=True,
                                      case_sensitive=False)

    discord_token: SecretStr | None = Field(default=None, description="Bot token (DISCORD_TOKEN).")
    dev_guild_ids: IdList = Field(default_factory=list,
                                  description="Guilds to sync slash commands to at once (else global sync).")
    answer_channel_ids: IdList = Field(default_factory=list,
                                       description="Channels where questions are answered without a mention.")
    moderator_role_ids: IdList = Field(default_factory=list,
                                       description="Roles whose members may use moderator commands.")
    owner_ids: IdList = Field(default_factory=list,
                              description="Users who may change the shared digests from Discord, besides the "
                                          "application's owner or team.")
    guild_max_digests: int = Field(default=20, ge=0, description="Default: digests a server may add of its own.")
    guild_max_digest_bytes: int = Field(default=2 * 1024 * 1024, ge=0,
                                        description="Default: total bytes of a server's own digests.")
    message_content_intent: bool = Field(default=False,
                                         description="Enable the privileged message-content intent.")
    cooldown_rate: int = Field(default=3, ge=1, description="Questions a member may ask per cooldown window.")
    cooldown_seconds: float = Field(default=30.0, ge=0, description="Length of the cooldown window in seconds.")
    seeds_dir: Path = Field(default=PROJECT_DIR / "seeds", alias="BOT_SEEDS_DIR",
                            description="Folder of digest files (*.txt).")
    data_dir: Path = Field(default=PROJECT_DIR / "data", description="Folder for the database and trash.")
    db_path: Path | None = Field(default=None, description="SQLite file (default: DATA_DIR/bot.sqlite3).")
    database_url: SecretStr | None = Field(
        default=None, description="Unset or sqlite:///path: the embedded SQLite file; postgresql://user:pass@host/db: "
                                  "state shared by every process (a secret: never logged).")
    shard_count: int | None = Field(default=None, ge=1, description="Shards of the whole bot (unset: automatic).")
    shard_ids: IdList | None = Field(default=None, description="The shards this process runs, e.g. 0,1 "
                                                               "(unset: all; needs SHARD_COUNT).")
    poll_interval: float = Field(default=2.0, ge=0.1, description="Seconds between checks of the shared database "
                                                                  "for digests changed by another process.")
    cache_dir: Path | Literal[""] | None = Field(
        default=None, description="Folder of the parsed-digest cache (default: DATA_DIR/cache); empty = no cache.")
    retention_days: int = Field(default=90, ge=1, description="Days to keep unanswered questions and votes.")
    watch_interval: float = Field(default=30.0, ge=0, description="Seconds between seeds-folder checks; 0 = off.")
    digest_max_bytes: int = Field(default=2 * 1024 * 1024, ge=1024,
                                  description="Largest digest file read from a digests folder, in bytes.")
    guild_ready_timeout: float = Field(default=2.0, ge=0, description="Seconds to wait for guilds at start-up.")
    log_level: str = Field(default="INFO", description="Logging level.")

    _split_ids = field_validator("dev_guild_ids", "answer_channel_ids", "moderator_role_ids", "owner_ids",
                                 "shard_ids", mode="before")(_id_list)

    @field_validator("database_url", mode="before")
    @classmethod
    def _check_url(cls, value: object) -> object:
        """Only sqlite:/// and postgresql:// (postgres://) addresses; an error never repeats the address."""
        if value is None:
            return None
        text = value.get_secret_value() if isinstance(value, SecretStr) else str(value)
        text = text.strip()
        if not text:
            return None
        if not text.startswith(("sqlite:///", "postgresql://", "postgres://")):
            raise ValueError("expected sqlite:///path or postgresql://user:password@host:port/database "
                             "(the address given is not shown)")
        return text

    @model_validator(mode="after")
    def _check_shards(self) -> Settings:
        """SHARD_IDS needs SHARD_COUNT, and each id is below it."""
        if self.shard_ids is not None:
            if not self.shard_ids:
                self.shard_ids = None
            elif self.shard_count is None:
                raise ValueError("SHARD_IDS needs SHARD_COUNT (the shards of the whole bot)")
            elif any(i >= self.shard_count for i in self.shard_ids) or len(set(self.shard_ids)) != len(self.shard_ids):
                raise ValueError(f"SHARD_IDS must be distinct numbers from 0 to {self.shard_count - 1}")
        return self

    @property
    def postgres_url(self) -> str | None:
        """The PostgreSQL address when DATABASE_URL names one (a secret), else None (SQLite)."""
        if self.database_url is None:
            return None
        text = self.database_url.get_secret_value()
        return text if text.startswith(("postgresql://", "postgres://")) else None

    @property
    def shards_text(self) -> str:
        """The shards this process runs, for logs and /about: '0, 1 of 2', 'all of 4' or 'automatic'."""
        if self.shard_count is None:
            return "automatic"
        if self.shard_ids is None:
            return f"all of {self.shard_count}"
        return f"{', '.join(map(str, self.shard_ids))} of {self.shard_count}"

    @field_validator("cache_dir", mode="before")
    @classmethod
    def _empty_is_off(cls, value: object) -> object:
        """An empty (or blank) CACHE_DIR turns the cache off."""
        return "" if isinstance(value, str) and not value.strip() else value

    def apply_limits(self) -> None:
        """Make the knowledge layer read digest files up to DIGEST_MAX_BYTES."""
        from knowledge.parser import set_max_digest_bytes

        set_max_digest_bytes(self.digest_max_bytes)

    @property
    def database(self) -> Path:
        """The SQLite file in use (DATABASE_URL=sqlite:///path, else DB_PATH, else DATA_DIR/bot.sqlite3)."""
        if self.database_url is not None and self.postgres_url is None:
            return Path(self.database_url.get_secret_value().removeprefix("sqlite:///"))  # sqlite:////abs, sqlite:///rel
        return self.db_path or self.data_dir / "bot.sqlite3"

    @property
    def guilds_dir(self) -> Path:
        """The folder of every server's own digests: DATA_DIR/guilds/<guild id>/."""
        return self.data_dir / "guilds"

    @property
    def index_cache_dir(self) -> Path | None:
        """The digest cache folder in use, or None when the cache is off."""
        if self.cache_dir == "":
            return None
        return self.cache_dir or self.data_dir / "cache"
