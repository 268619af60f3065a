"""Each server's own layer: its digests (DATA_DIR/guilds/<id>/), its small index, its hidden shared digests,
its settings and its question cooldown.

``GuildLayers`` is kept on the bot as ``bot.layers``. Everything a question in server S needs is read
from plain dicts on the event loop (``view``, ``config``, ``cooldown``), so answering never waits on the
database; the dicts are loaded once at start-up and updated after every change is stored.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot.cooldowns import AskCooldown
from bot.guildconfig import GuildConfig
from bot.refresh import Refresher, build_index, digest_paths, lastgood_dir_of
from bot.store import StateStore
from knowledge.index import FactIndex
from knowledge.layers import LayeredIndex

if TYPE_CHECKING:
    from bot.client import StoryBot
    from bot.settings import Settings

log = logging.getLogger(__name__)


class GuildRefresher(Refresher):
    """Rebuilds one server's own index from its folder; other servers and the shared layer are untouched."""

    def __init__(self, bot: StoryBot, layers: GuildLayers, guild_id: int) -> None:
        """Serve one server of one bot."""
        super().__init__(bot)
        self.layers = layers
        self.guild_id = guild_id

    @property
    def seeds_dir(self) -> Path:
        """The server's own digests folder."""
        return self.layers.folder(self.guild_id)

    @property
    def cache_dir(self) -> Path | None:
        """The server's own saved index folder (under the bot's cache folder), or None."""
        return self.layers.cache_dir(self.guild_id)

    @property
    def lastgood_dir(self) -> Path | None:
        """DATA_DIR/lastgood/guilds/<id>: the last good versions of this server's failing digests."""
        return lastgood_dir_of(self.settings_obj, self.guild_id)

    @property
    def settings_obj(self) -> Settings:
        """The bot's settings."""
        return self.bot.settings

    @property
    def label(self) -> str:
        """What this refresher rebuilds, for log lines."""
        return f"guild {self.guild_id}"

    @property
    def scope(self) -> int:
        """The store's scope of this layer's digests: the server's id."""
        return self.guild_id

    def current(self) -> FactIndex | None:
        """The server's own index, if it has one."""
        return self.layers.indexes.get(self.guild_id)

    def install(self, new: FactIndex, finished: dt.datetime) -> None:
        """Put the server's new index in place (none when it has no digests left)."""
        if new.digests or new.kept:
            self.layers.indexes[self.guild_id] = new
        else:
            self.layers.indexes.pop(self.guild_id, None)
        self.layers.refreshed_at[self.guild_id] = finished

    def folder_ready(self, folder: Path) -> bool:
        """A server's folder is made on first use."""
        folder.mkdir(parents=True, exist_ok=True)
        return True


class GuildLayers:
    """Every server's own index, hidden shared digests, settings and cooldown, for one bot."""

    def __init__(self, bot: StoryBot) -> None:
        """Empty: ``load`` fills it from disk and the database."""
        self.bot = bot
        self.settings = bot.settings
        self.defaults = GuildConfig.defaults(self.settings)
        self.indexes: dict[int, FactIndex] = {}
        self.hidden: dict[int, frozenset[str]] = {}
        self.configs: dict[int, GuildConfig] = {}
        self.refreshed_at: dict[int, dt.datetime] = {}
        self._refreshers: dict[int, GuildRefresher] = {}
        self._cooldowns: dict[int | None, AskCooldown] = {}

    # --- where things are ----------------------------------------------------------------------------

    @property
    def root(self) -> Path:
        """DATA_DIR/guilds."""
        return Path(self.settings.guilds_dir)

    def folder(self, guild_id: int) -> Path:
        """DATA_DIR/guilds/<guild id>: the server's own digests."""
        return self.root / str(int(guild_id))

    def cache_dir(self, guild_id: int) -> Path | None:
        """CACHE_DIR/guilds/<guild id>, or None when the cache is off."""
        base = self.settings.index_cache_dir
        return None if base is None else Path(base) / "guilds" / str(int(guild_id))

    def digest_files(self, guild_id: int) -> list[Path]:
        """The server's own digest files (blocking)."""
        folder = self.folder(guild_id)
        return digest_paths(folder) if folder.is_dir() else []

    # --- start-up --------------------------------------------------------------------------------------

    def load(self, store: StateStore) -> None:
        """Read every server's settings and hidden digests, and build the index of each server with digests (blocking)."""
        started = time.perf_counter()
        if store.exists():  # no database yet: nothing was changed anywhere (and nothing is created here)
            for guild_id, stored in store.all_guild_settings().items():
                self.configs[guild_id] = self.defaults.with_stored(stored, guild_id)
            self.hidden = dict(store.all_hidden_digests())
        built = 0
        if self.root.is_dir():
            for folder in sorted(self.root.iterdir()):
                if not folder.is_dir() or not folder.name.isdigit():
                    continue
                guild_id = int(folder.name)
                if not digest_paths(folder):
                    continue
                index = build_index(folder, None, self.cache_dir(guild_id), lastgood_dir_of(self.settings, guild_id))
                if index.digests or index.kept:
                    self.indexes[guild_id] = index
                    self.refreshed_at[guild_id] = index.built_at
                    built += 1
        log.info("server layers loaded in %.2fs: %d server(s) with digests of their own, %d with settings, "
                 "%d hiding shared digests", time.perf_counter() - started, built, len(self.configs),
                 sum(1 for h in self.hidden.values() if h))

    # --- what a question in a server uses ------------------------------------------------------------

    def view(self, guild_id: int | None) -> LayeredIndex:
        """What a server sees: the shared index minus its hidden digests, plus its own (DMs: the shared one)."""
        shared = self.bot.index
        if guild_id is None:
            return LayeredIndex.of(shared)
        return LayeredIndex.of(shared, self.indexes.get(guild_id), self.hidden.get(guild_id, frozenset()),
                               overrides=self.config(guild_id).story_overrides.items())

    def config(self, guild_id: int | None) -> GuildConfig:
        """A server's effective settings (the defaults in DMs and for servers that changed nothing)."""
        if guild_id is None:
            return self.defaults
        return self.configs.get(guild_id, self.defaults)

    def cooldown(self, guild_id: int | None) -> AskCooldown:
        """The question limit in a server: its own when it set a rate or window, else the bot-wide one (DMs too)."""
        config = self.config(guild_id)
        shared = self.bot.ask_cooldown
        if (config.cooldown_rate, config.cooldown_seconds) == (
                self.defaults.cooldown_rate, self.defaults.cooldown_seconds):
            return shared
        found = self._cooldowns.get(guild_id)
        if found is None or (found.rate, found.per) != (config.cooldown_rate, config.cooldown_seconds):
            found = self._cooldowns[guild_id] = AskCooldown(config.cooldown_rate, config.cooldown_seconds)
        return found

    def refresher(self, guild_id: int) -> GuildRefresher:
        """The server's refresher (one lock per server)."""
        found = self._refreshers.get(guild_id)
        if found is None:
            found = self._refreshers[guild_id] = GuildRefresher(self.bot, self, guild_id)
        return found

    # --- changes -------------------------------------------------------------------------------------

    def apply_settings(self, guild_id: int, stored: dict[str, Any]) -> GuildConfig:
        """Take a server's stored settings (as the database now has them) into effect at once."""
        old = self.config(guild_id)
        config = self.defaults.with_stored(stored, guild_id)
        if stored:
            self.configs[guild_id] = config
        else:
            self.configs.pop(guild_id, None)
        if (old.cooldown_rate, old.cooldown_seconds) != (config.cooldown_rate, config.cooldown_seconds):
            self._cooldowns.pop(guild_id, None)  # a new window starts with the new limit
        return config

    def apply_hidden(self, guild_id: int, hidden: frozenset[str]) -> None:
        """Take a server's hidden shared digests into effect at once."""
        if hidden:
            self.hidden[guild_id] = frozenset(hidden)
        else:
            self.hidden.pop(guild_id, None)

    async def usage(self, guild_id: int, ignore: str | None = None) -> tuple[int, int]:
        """How many digests of its own a server has and their total bytes (``ignore``: a file about to be replaced)."""
        def count() -> tuple[int, int]:
            """Count on disk."""
            files = [p for p in self.digest_files(guild_id) if p.name != ignore]
            return len(files), sum(p.stat().st_size for p in files)

        return await asyncio.to_thread(count)
