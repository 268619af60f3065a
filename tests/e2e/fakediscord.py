"""A local stand-in for Discord: REST API and gateway websocket on 127.0.0.1, for end-to-end tests.

The real discord.py client talks to it over loopback exactly as it talks to Discord: it logs in over
REST, asks /gateway/bot, connects the websocket (zlib-stream compressed, as Discord does), IDENTIFYs,
gets READY and GUILD_CREATE, heartbeats, syncs application commands, answers messages and
interactions, resumes after a dropped socket and waits out 429s.

Point discord.py at it with :meth:`FakeDiscord.patch_discord` (or the ``fake`` fixture in conftest),
which sets ``discord.http.Route.BASE`` and ``DiscordWebSocket.DEFAULT_GATEWAY``; restore them after.

What a test can do:

* inject gateway events: :meth:`send_message` (a MESSAGE_CREATE in a guild channel or a DM, mentioning
  the bot or not), :meth:`run_slash`, :meth:`run_message_command`, :meth:`run_autocomplete`
  (INTERACTION_CREATE from a member with given roles/permissions);
* look at what the bot did: :attr:`posted` (channel messages), :class:`FakeInteraction` records
  (callbacks, @original, followups), :attr:`commands` (what was synced), :attr:`requests` (every REST
  call), :attr:`gateway_ops` (every op the client sent);
* wait for any of it, always bounded: :meth:`wait_until`, :meth:`wait_for_reply`, :meth:`wait_ready`;
* break things: :meth:`drop_connection` (the client must RESUME), :meth:`hold_gateway` /
  :meth:`release_gateway` (keep it from reconnecting while events pile up), :meth:`rate_limit_next`
  (answer the next matching REST call with a 429), a wrong token (401 on /users/@me).

Only loopback is ever bound or contacted. Every wait has a timeout.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import hashlib
import itertools
import json
import logging
import re
import secrets
import time
import zlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

log = logging.getLogger(__name__)

API_PREFIX = "/api/v10"
DISCORD_EPOCH_MS = 1420070400000

# Gateway opcodes
OP_DISPATCH, OP_HEARTBEAT, OP_IDENTIFY, OP_PRESENCE, OP_VOICE_STATE = 0, 1, 2, 3, 4
OP_RESUME, OP_RECONNECT, OP_REQUEST_MEMBERS, OP_INVALID_SESSION, OP_HELLO, OP_HEARTBEAT_ACK = 6, 7, 8, 9, 10, 11

# Intents (bit values as in discord.Intents)
INTENT_GUILDS = 1 << 0
INTENT_GUILD_MEMBERS = 1 << 1
INTENT_GUILD_MESSAGES = 1 << 9
INTENT_DIRECT_MESSAGES = 1 << 12
INTENT_MESSAGE_CONTENT = 1 << 15
INTENT_GUILD_PRESENCES = 1 << 8
PRIVILEGED_INTENTS = INTENT_GUILD_MEMBERS | INTENT_GUILD_PRESENCES | INTENT_MESSAGE_CONTENT

# Permission bits (as in discord.Permissions)
P_ADMINISTRATOR = 1 << 3
P_MANAGE_GUILD = 1 << 5
P_ADD_REACTIONS = 1 << 6
P_VIEW_CHANNEL = 1 << 10
P_SEND_MESSAGES = 1 << 11
P_MANAGE_MESSAGES = 1 << 13
P_EMBED_LINKS = 1 << 14
P_ATTACH_FILES = 1 << 15
P_READ_MESSAGE_HISTORY = 1 << 16
P_USE_APPLICATION_COMMANDS = 1 << 31
P_SEND_MESSAGES_IN_THREADS = 1 << 38
EVERYONE_PERMISSIONS = (P_VIEW_CHANNEL | P_SEND_MESSAGES | P_READ_MESSAGE_HISTORY | P_EMBED_LINKS | P_ADD_REACTIONS
                        | P_ATTACH_FILES | P_USE_APPLICATION_COMMANDS | P_SEND_MESSAGES_IN_THREADS)
MODERATOR_PERMISSIONS = P_MANAGE_MESSAGES  # moderators are recognised by role id, not by Manage Server
ALL_PERMISSIONS = (1 << 53) - 1

# Message flags
FLAG_EPHEMERAL = 1 << 6
FLAG_LOADING = 1 << 7

# Interaction types and callback types
INTERACTION_APPLICATION_COMMAND = 2
INTERACTION_AUTOCOMPLETE = 4
CALLBACK_MESSAGE = 4
CALLBACK_DEFERRED_MESSAGE = 5
CALLBACK_DEFERRED_UPDATE = 6
CALLBACK_UPDATE_MESSAGE = 7
CALLBACK_AUTOCOMPLETE = 8
CALLBACK_MODAL = 9

# Application command option types
OPT_SUB_COMMAND, OPT_SUB_COMMAND_GROUP, OPT_STRING, OPT_INTEGER, OPT_BOOLEAN = 1, 2, 3, 4, 5
OPT_USER, OPT_CHANNEL, OPT_ROLE, OPT_MENTIONABLE, OPT_NUMBER, OPT_ATTACHMENT = 6, 7, 8, 9, 10, 11


def iso(ts: float | None = None) -> str:
    """An ISO-8601 timestamp as Discord writes them."""
    when = dt.datetime.fromtimestamp(ts if ts is not None else time.time(), tz=dt.UTC)
    return when.isoformat()


def json_response(status: int, body: Any, headers: dict[str, str] | None = None) -> web.Response:
    """A JSON answer with Content-Type exactly ``application/json`` (discord.py treats anything else as text)."""
    hdrs = {"Content-Type": "application/json"}
    hdrs.update(headers or {})
    return web.Response(status=status, body=json.dumps(body).encode(), headers=hdrs)


def error_response(status: int, message: str, code: int = 0) -> web.Response:
    """A Discord-style JSON error."""
    return json_response(status, {"message": message, "code": code})


def as_read(text: str) -> str:
    """Text as a person reads it: bold markers (``**``) are formatting, not words."""
    return text.replace("**", "")


def message_text(message: dict[str, Any] | None) -> str:
    """Everything a person reads in a message: content and all embed text, joined by newlines."""
    if not message:
        return ""
    parts = [message.get("content") or ""]
    for embed in message.get("embeds") or []:
        parts.append(embed.get("title") or "")
        parts.append(embed.get("description") or "")
        for f in embed.get("fields") or []:
            parts.append(f.get("name") or "")
            parts.append(f.get("value") or "")
        parts.append((embed.get("author") or {}).get("name") or "")
        parts.append((embed.get("footer") or {}).get("text") or "")
    return "\n".join(p for p in parts if p)


@dataclass
class FakeUser:
    """A Discord user."""

    id: int
    username: str
    global_name: str | None = None
    bot: bool = False

    def payload(self) -> dict[str, Any]:
        """The full user object."""
        return {
            "id": str(self.id), "username": self.username, "discriminator": "0" if not self.bot else "0001",
            "global_name": self.global_name, "avatar": None, "bot": self.bot, "system": False,
            "public_flags": 0, "flags": 0, "banner": None, "accent_color": None,
            "avatar_decoration_data": None, "primary_guild": None, "collectibles": None,
        }


@dataclass
class FakeMember:
    """A member of the stand-in's guild: a user with roles."""

    user: FakeUser
    roles: list[int] = field(default_factory=list)
    nick: str | None = None
    joined_at: str = field(default_factory=lambda: iso(time.time() - 86400 * 30))

    @property
    def id(self) -> int:
        return self.user.id

    def payload(self, with_user: bool = True) -> dict[str, Any]:
        """The guild member object (with or without the nested user)."""
        data: dict[str, Any] = {
            "roles": [str(r) for r in self.roles], "nick": self.nick, "avatar": None, "banner": None,
            "joined_at": self.joined_at, "premium_since": None, "deaf": False, "mute": False, "flags": 0,
            "pending": False, "communication_disabled_until": None, "avatar_decoration_data": None,
        }
        if with_user:
            data["user"] = self.user.payload()
        return data


@dataclass
class FakeGuild:
    """One guild of the stand-in: its roles, two text channels and members (owner, alice, bob, moderator)."""

    id: int
    name: str
    moderator_role_id: int
    admin_role_id: int
    channel_id: int
    other_channel_id: int
    owner: FakeMember
    alice: FakeMember
    bob: FakeMember
    moderator: FakeMember
    members: dict[int, FakeMember]
    roles: dict[int, dict[str, Any]]
    channel_ids: list[int]

    @property
    def everyone_role_id(self) -> int:
        """@everyone has the guild's id."""
        return self.id


@dataclass
class Posted:
    """A message the bot created or changed through REST."""

    kind: str  # "channel", "edit", "callback", "original", "followup"
    channel_id: int
    request: dict[str, Any]  # the JSON the bot sent
    message: dict[str, Any]  # the message object the stand-in answered with
    at: float  # time.monotonic() when it arrived
    interaction: FakeInteraction | None = None

    @property
    def text(self) -> str:
        return message_text(self.message)

    @property
    def read(self) -> str:
        """The text as a person reads it (no bold markers)."""
        return as_read(self.text)

    @property
    def reference_id(self) -> int | None:
        ref = self.request.get("message_reference") or {}
        mid = ref.get("message_id")
        return int(mid) if mid else None


@dataclass
class Request:
    """One REST call the client made."""

    method: str
    path: str  # after /api/v10
    query: dict[str, str]
    json: Any
    headers: dict[str, str]
    at: float
    status: int = 0


@dataclass
class FakeInteraction:
    """An interaction injected by a test and everything the bot answered to it."""

    id: int
    token: str
    name: str
    type: int
    payload: dict[str, Any]
    created: float
    callbacks: list[dict[str, Any]] = field(default_factory=list)  # {"type", "data", "at"}
    original: dict[str, Any] | None = None  # the response message, as it stands after edits
    followups: list[dict[str, Any]] = field(default_factory=list)
    original_edits: int = 0

    @property
    def responded(self) -> bool:
        return bool(self.callbacks)

    @property
    def response_type(self) -> int | None:
        return self.callbacks[0]["type"] if self.callbacks else None

    @property
    def ephemeral(self) -> bool:
        """Whether the first response (message or deferral) is ephemeral."""
        if not self.callbacks:
            return False
        data = self.callbacks[0].get("data") or {}
        return bool(int(data.get("flags") or 0) & FLAG_EPHEMERAL)

    @property
    def finished(self) -> bool:
        """True once the user sees an actual answer (not just 'thinking…')."""
        if not self.callbacks:
            return False
        first = self.callbacks[0]["type"]
        if first in (CALLBACK_MESSAGE, CALLBACK_AUTOCOMPLETE, CALLBACK_MODAL, CALLBACK_UPDATE_MESSAGE):
            return True
        if first == CALLBACK_DEFERRED_MESSAGE:
            return self.original_edits > 0 or bool(self.followups)
        return bool(self.followups) or self.original_edits > 0

    def messages(self) -> list[dict[str, Any]]:
        """The visible messages: the response (after edits) and the followups."""
        out = [self.original] if self.original and not (int(self.original.get("flags", 0)) & FLAG_LOADING) else []
        return out + list(self.followups)

    @property
    def text(self) -> str:
        """All text the user sees in answer to this interaction."""
        return "\n".join(message_text(m) for m in self.messages())

    @property
    def read(self) -> str:
        """The text as a person reads it (no bold markers)."""
        return as_read(self.text)

    @property
    def choices(self) -> list[dict[str, Any]]:
        """Autocomplete choices offered."""
        for cb in self.callbacks:
            if cb["type"] == CALLBACK_AUTOCOMPLETE:
                return list((cb.get("data") or {}).get("choices") or [])
        return []


class _Connection:
    """One gateway websocket connection."""

    def __init__(self, ws: web.WebSocketResponse, compress: str | None, path: str) -> None:
        self.ws = ws
        self.path = path
        self.compress = compress
        self.lock = asyncio.Lock()
        self._zlib = zlib.compressobj() if compress == "zlib-stream" else None
        self._zstd = None
        if compress == "zstd-stream":  # what discord.py picks when zstandard / compression.zstd is importable
            try:
                import zstandard  # type: ignore

                self._zstd = zstandard.ZstdCompressor().compressobj()
                self._zstd_flush = zstandard.COMPRESSOBJ_FLUSH_BLOCK
            except ImportError as exc:  # pragma: no cover - depends on the environment
                raise RuntimeError("client asked for zstd-stream; install zstandard for the stand-in too") from exc

    async def send(self, payload: dict[str, Any]) -> None:
        """Send one gateway payload, compressed like Discord does (one sync-flushed chunk per message)."""
        data = json.dumps(payload, separators=(",", ":")).encode()
        async with self.lock:
            if self.ws.closed:
                raise ConnectionResetError("gateway socket closed")
            if self._zlib is not None:
                await self.ws.send_bytes(self._zlib.compress(data) + self._zlib.flush(zlib.Z_SYNC_FLUSH))
            elif self._zstd is not None:
                await self.ws.send_bytes(self._zstd.compress(data) + self._zstd.flush(self._zstd_flush))
            else:
                await self.ws.send_str(data.decode())


class FakeDiscord:
    """The stand-in: start it, point discord.py at it, inject events, inspect what the bot did."""

    def __init__(self, token: str = "fake-bot-token", *, heartbeat_interval_ms: int = 41250,
                 interaction_deadline: float | None = 3.0, message_content_for_all: bool = False,
                 echo_own_messages: bool = True, ratelimit_headers: bool = True,
                 portal_intents: int = PRIVILEGED_INTENTS, shard_count: int = 1) -> None:
        self.token = token
        # Several shards (shard_count > 1): each IDENTIFY [k, n] opens its own session, which gets READY and
        # GUILD_CREATE for the guilds of shard k only ((id >> 22) % n == k, as Discord's), and the events of
        # those guilds (DMs: shard 0). Sessions of several shards are not resumed (RESUME gets INVALID_SESSION).
        self.shard_count = shard_count
        self.shard_sessions: dict[int, dict[str, Any]] = {}  # shard id → {"conn", "seq", "session_id"}
        self.shard_identifies: list[list[int]] = []
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.interaction_deadline = interaction_deadline  # Discord drops interactions not answered in 3 s
        self.message_content_for_all = message_content_for_all  # ignore the message-content intent
        self.echo_own_messages = echo_own_messages  # like Discord: the bot gets MESSAGE_CREATE for its posts
        # Discord sends X-RateLimit-* headers on every answer; without them discord.py assumes a limit of 1
        # and sends one request per route and channel at a time. The stand-in advertises a generous bucket
        # (it does not emulate Discord's real per-channel limits; use rate_limit_next() for a 429).
        self.ratelimit_headers = ratelimit_headers
        # Privileged intents switched on in the Developer Portal; IDENTIFY asking for others is closed with 4014.
        self.portal_intents = portal_intents
        self.port: int = 0
        self._ids = itertools.count(1)
        self._runner: web.AppRunner | None = None

        # The world: one application/bot, guilds with two text channels, roles and members each. The first
        # guild's parts are also attributes of the stand-in (guild_id, owner, alice, ...); add_guild() adds more.
        self.bot_user = FakeUser(self._snowflake(), "storybot", "Story Bot", bot=True)
        self.application_id = self.bot_user.id
        self.bot_member = FakeMember(self.bot_user)
        self.channels: dict[int, dict[str, Any]] = {}  # every guild's channels
        self.guilds: dict[int, FakeGuild] = {}
        self.guild = self.add_guild("Story Test Guild")
        self.guild_id = self.guild.id
        self.everyone_role_id = self.guild.id
        self.moderator_role_id = self.guild.moderator_role_id
        self.admin_role_id = self.guild.admin_role_id
        self.channel_id = self.guild.channel_id
        self.other_channel_id = self.guild.other_channel_id
        self.owner = self.guild.owner  # also the application's owner
        self.alice, self.bob, self.moderator = self.guild.alice, self.guild.bob, self.guild.moderator
        self.members = self.guild.members
        self.roles = self.guild.roles
        self.dm_channels: dict[int, int] = {}  # user id -> DM channel id
        self.attachments: dict[str, tuple[str, bytes]] = {}  # url path -> (content type, data)

        # What happened
        self.requests: list[Request] = []
        self.unhandled: list[Request] = []  # REST calls answered by the catch-all 404
        self.posted: list[Posted] = []  # every message the bot created/edited through REST
        self._replies: dict[int, list[Posted]] = {}  # referenced message id -> channel messages replying to it
        self.messages: dict[int, dict[str, Any]] = {}  # every message object known, by id
        self.injected_at: dict[int, float] = {}  # injected message id -> monotonic time of injection
        self.interactions: dict[int, FakeInteraction] = {}
        self.commands: dict[int | None, list[dict[str, Any]]] = {}  # None = global; else guild id
        self.command_syncs: list[tuple[int | None, list[dict[str, Any]]]] = []
        self.gateway_ops: list[tuple[int, Any, str]] = []  # (op, d, connection path) as the client sent them
        self.identifies = 0
        self.resumes: list[dict[str, Any]] = []
        self.connections_opened = 0
        self.connection_queries: list[dict[str, str]] = []  # query of each gateway connection (v, encoding, compress)
        self.close_codes: list[int | None] = []  # close code of each finished connection, as aiohttp saw it
        self.server_closes: list[int] = []  # codes the stand-in closed connections with (4004, 4014, drops)
        self.presences: list[Any] = []
        self.rate_limited: list[tuple[str, str, float]] = []  # (method, path, at) of each 429 served
        self.errors: list[str] = []  # protocol violations noticed by the stand-in

        # Gateway session
        self.session_id: str | None = None
        self.intents: int | None = None
        self.seq = 0
        self.event_log: list[tuple[int, str, dict[str, Any]]] = []
        self._live: _Connection | None = None  # connection events are sent to (None while down)
        self._connections: set[_Connection] = set()
        self._gate = asyncio.Event()
        self._gate.set()
        self._changed = asyncio.Event()
        self._ratelimits: list[dict[str, Any]] = []

    # ------------------------------------------------------------------ lifecycle

    async def start(self) -> FakeDiscord:
        """Serve on 127.0.0.1 on a free port."""
        app = web.Application(client_max_size=8 * 1024 * 1024)
        app.router.add_get("/", self._gateway_handler)
        app.router.add_get("/resume/", self._gateway_handler)
        app.router.add_get("/attachments/{tail:.*}", self._attachment_handler)
        app.router.add_route("*", API_PREFIX + "/{tail:.*}", self._rest_handler)
        app.router.add_route("*", "/{tail:.*}", self._catch_all)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        server = site._server  # the asyncio.Server
        assert server is not None and server.sockets
        self.port = server.sockets[0].getsockname()[1]
        return self

    async def stop(self) -> None:
        """Close every socket and stop serving (bounded)."""
        self._gate.set()
        for conn in list(self._connections):
            try:
                await asyncio.wait_for(conn.ws.close(code=1001, message=b"stand-in stopping"), 2.0)
            except (TimeoutError, ConnectionError, RuntimeError):
                pass
        if self._runner is not None:
            try:
                await asyncio.wait_for(self._runner.cleanup(), 5.0)
            except TimeoutError:  # pragma: no cover
                log.warning("stand-in cleanup timed out")
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        return await self.start()

    async def __aexit__(self, *exc: Any) -> None:
        await self.stop()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        """What ``discord.http.Route.BASE`` must be set to."""
        return self.base_url + API_PREFIX

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/"

    @property
    def resume_gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/resume/"

    def patch_discord(self) -> Callable[[], None]:
        """Point discord.py (this process) at the stand-in; returns a function that undoes it."""
        import discord.gateway
        import discord.http
        import yarl

        old_base = discord.http.Route.BASE
        old_gateway = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
        discord.http.Route.BASE = self.api_base
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.gateway_url)

        def restore() -> None:
            discord.http.Route.BASE = old_base
            discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = old_gateway

        return restore

    # ------------------------------------------------------------------ world helpers

    def _snowflake(self) -> int:
        """A realistic, increasing snowflake (its timestamp part is now)."""
        ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
        return (ms << 22) | (next(self._ids) & 0x3FFFFF)

    def _role(self, rid: int, name: str, permissions: int, position: int) -> dict[str, Any]:
        return {"id": str(rid), "name": name, "color": 0, "colors": {"primary_color": 0, "secondary_color": None,
                                                                     "tertiary_color": None},
                "hoist": False, "icon": None, "unicode_emoji": None, "position": position,
                "permissions": str(permissions), "managed": False, "mentionable": False, "flags": 0}

    def add_guild(self, name: str = "Second Guild") -> FakeGuild:
        """A guild the bot is in, with its own roles, channels and members (its owner is not the app's owner).

        Add guilds before the bot connects: READY lists every guild and each gets a GUILD_CREATE.
        """
        gid = self._snowflake()
        moderator_role_id, admin_role_id = self._snowflake(), self._snowflake()
        channel_id, other_channel_id = self._snowflake(), self._snowflake()
        prefix = "" if not self.guilds else f"{name.split()[0].lower()}-"
        owner = FakeMember(FakeUser(self._snowflake(), prefix + "owner", "Guild Owner"), [admin_role_id])
        alice = FakeMember(FakeUser(self._snowflake(), prefix + "alice", "Alice"))
        bob = FakeMember(FakeUser(self._snowflake(), prefix + "bob", "Bob"))
        moderator = FakeMember(FakeUser(self._snowflake(), prefix + "mod", "Moderator"), [moderator_role_id])
        members = {m.id: m for m in (owner, alice, bob, moderator, self.bot_member)}
        roles = {
            gid: self._role(gid, "@everyone", EVERYONE_PERMISSIONS, 0),
            moderator_role_id: self._role(moderator_role_id, "Moderator", MODERATOR_PERMISSIONS, 2),
            admin_role_id: self._role(admin_role_id, "Admin", P_ADMINISTRATOR, 3),
        }
        self.channels[channel_id] = self._text_channel(channel_id, "general", 0, gid)
        self.channels[other_channel_id] = self._text_channel(other_channel_id, "story-questions", 1, gid)
        guild = FakeGuild(id=gid, name=name, moderator_role_id=moderator_role_id, admin_role_id=admin_role_id,
                          channel_id=channel_id, other_channel_id=other_channel_id, owner=owner, alice=alice,
                          bob=bob, moderator=moderator, members=members, roles=roles,
                          channel_ids=[channel_id, other_channel_id])
        self.guilds[gid] = guild
        return guild

    def guild_of_channel(self, channel_id: int | None) -> FakeGuild | None:
        """The guild a channel belongs to (None for DMs and unknown channels)."""
        ch = self.channels.get(int(channel_id)) if channel_id is not None else None
        return self.guilds.get(int(ch["guild_id"])) if ch is not None else None

    def member_anywhere(self, uid: int) -> FakeMember | None:
        """A member of any guild by user id."""
        for g in self.guilds.values():
            if uid in g.members:
                return g.members[uid]
        return None

    def _text_channel(self, cid: int, name: str, position: int, guild_id: int) -> dict[str, Any]:
        return {"id": str(cid), "type": 0, "guild_id": str(guild_id), "name": name, "position": position,
                "permission_overwrites": [], "topic": None, "nsfw": False, "last_message_id": None,
                "rate_limit_per_user": 0, "parent_id": None, "default_auto_archive_duration": 1440, "flags": 0}

    def add_member(self, username: str, roles: Iterable[int] = (), guild: FakeGuild | None = None) -> FakeMember:
        """A new member of a guild (the first by default; not announced over the gateway: messages and
        interactions carry member data)."""
        member = FakeMember(FakeUser(self._snowflake(), username, username.title()), list(roles))
        (guild or self.guild).members[member.id] = member
        return member

    def permissions_of(self, member: FakeMember, guild: FakeGuild | None = None) -> int:
        """The member's permissions in a guild (the first by default), from @everyone and their roles."""
        g = guild or self.guild
        perms = int(g.roles[g.everyone_role_id]["permissions"])
        for rid in member.roles:
            role = g.roles.get(rid)
            if role:
                perms |= int(role["permissions"])
        if g.owner.id == member.id or perms & P_ADMINISTRATOR:
            return ALL_PERMISSIONS
        return perms

    def guild_payload(self, guild: FakeGuild | None = None) -> dict[str, Any]:
        """The complete GUILD_CREATE payload of a guild (the first by default)."""
        g = guild or self.guild
        return {
            "id": str(g.id), "name": g.name, "icon": None, "icon_hash": None, "splash": None,
            "discovery_splash": None, "owner_id": str(g.owner.id), "afk_channel_id": None, "afk_timeout": 300,
            "widget_enabled": False, "widget_channel_id": None, "verification_level": 0,
            "default_message_notifications": 1, "explicit_content_filter": 0, "roles": list(g.roles.values()),
            "emojis": [], "features": [], "mfa_level": 0, "application_id": None,
            "system_channel_id": str(g.channel_id), "system_channel_flags": 0, "rules_channel_id": None,
            "max_presences": None, "max_members": 500000, "vanity_url_code": None, "description": None,
            "banner": None, "premium_tier": 0, "premium_subscription_count": 0, "preferred_locale": "en-US",
            "public_updates_channel_id": None, "max_video_channel_users": 25,
            "max_stage_video_channel_users": 50, "nsfw_level": 0, "stickers": [],
            "premium_progress_bar_enabled": False, "safety_alerts_channel_id": None, "incidents_data": None,
            "joined_at": self.bot_member.joined_at, "large": False, "unavailable": False,
            "member_count": len(g.members), "voice_states": [],
            "members": [m.payload() for m in g.members.values()],
            "channels": [self.channels[c] for c in g.channel_ids], "threads": [], "presences": [], "stage_instances": [],
            "guild_scheduled_events": [], "soundboard_sounds": [], "lazy": True,
        }

    def application_payload(self) -> dict[str, Any]:
        """GET /oauth2/applications/@me."""
        return {
            "id": str(self.application_id), "name": "Story Bot", "icon": None, "description": "test application",
            "summary": "", "type": None, "bot_public": True, "bot_require_code_grant": False,
            "verify_key": "0" * 64, "flags": (1 << 15) | (1 << 19),  # GATEWAY_GUILD_MEMBERS/MESSAGE_CONTENT_LIMITED
            "owner": self.owner.user.payload(), "team": None, "bot": self.bot_user.payload(),
            "redirect_uris": [], "interactions_endpoint_url": None, "integration_types_config": {},
            "approximate_guild_count": len(self.guilds),
        }

    def dm_channel_id(self, user: FakeUser | FakeMember) -> int:
        uid = user.id
        if uid not in self.dm_channels:
            self.dm_channels[uid] = self._snowflake()
        return self.dm_channels[uid]

    def user_of(self, who: FakeUser | FakeMember) -> FakeUser:
        return who.user if isinstance(who, FakeMember) else who

    # ------------------------------------------------------------------ waiting

    def _notify(self) -> None:
        ev, self._changed = self._changed, asyncio.Event()
        ev.set()

    async def wait_until(self, predicate: Callable[[], Any], timeout: float = 5.0, what: str = "condition") -> Any:
        """Wait (bounded) until predicate() is truthy and return its value; fail with a useful message."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            value = predicate()
            if value:
                return value
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise AssertionError(f"stand-in: timed out after {timeout:.1f}s waiting for {what}\n{self.summary()}")
            try:
                await asyncio.wait_for(self._changed.wait(), min(remaining, 0.05))
            except TimeoutError:
                pass

    def summary(self, last: int = 15) -> str:
        """Recent activity, for failure messages."""
        lines = [f"  session={self.session_id} seq={self.seq} live={self._live is not None} "
                 f"identifies={self.identifies} resumes={len(self.resumes)} errors={self.errors}"]
        for r in self.requests[-last:]:
            lines.append(f"  {r.method} {r.path} -> {r.status}")
        for p in self.posted[-5:]:
            lines.append(f"  posted {p.kind} in {p.channel_id}: {p.text[:120]!r}")
        return "\n".join(lines)

    async def wait_ready(self, timeout: float = 10.0) -> None:
        """Wait until the client identified and got READY and GUILD_CREATE."""
        await self.wait_until(lambda: self.identifies and self._live is not None and self.seq >= 2, timeout,
                              "the client to IDENTIFY")

    async def wait_for_commands(self, names: Iterable[str], timeout: float = 10.0, *,
                                guild_id: int | None = None) -> list[dict[str, Any]]:
        """Wait until commands with all these names are synced (globally or to the guild, the first by default)."""
        wanted = set(names)

        def check() -> list[dict[str, Any]] | None:
            synced = self.synced_commands(guild_id=guild_id)
            have = {c["name"] for c in synced}
            return synced if wanted <= have else None

        return await self.wait_until(check, timeout, f"commands {sorted(wanted)} to be synced")

    def synced_commands(self, guild: bool | None = None, *, guild_id: int | None = None) -> list[dict[str, Any]]:
        """Synced commands: a guild's (the first by default), global ones (guild=False), or both (None)."""
        out: list[dict[str, Any]] = []
        if guild in (None, True):
            out += self.commands.get(guild_id or self.guild_id, [])
        if guild in (None, False):
            out += self.commands.get(None, [])
        return out

    def replies_to(self, message_id: int) -> list[Posted]:
        """Channel messages the bot posted as replies to a message."""
        return list(self._replies.get(message_id, ()))

    async def wait_for_reply(self, message_id: int, timeout: float = 5.0) -> Posted:
        """The first reply to a message (bounded wait)."""
        replies = await self.wait_until(lambda: self.replies_to(message_id), timeout, f"a reply to {message_id}")
        return replies[0]

    async def wait_for_post(self, predicate: Callable[[Posted], bool], timeout: float = 5.0,
                            what: str = "a matching message") -> Posted:
        """The first posted message matching predicate (bounded wait)."""
        def check() -> Posted | None:
            return next((p for p in self.posted if predicate(p)), None)

        return await self.wait_until(check, timeout, what)

    async def wait_for_response(self, interaction: FakeInteraction, timeout: float = 5.0) -> FakeInteraction:
        """Wait until the user sees an answer to an interaction (a message, or a deferral followed up)."""
        await self.wait_until(lambda: interaction.finished, timeout, f"an answer to interaction /{interaction.name}")
        return interaction

    # ------------------------------------------------------------------ failure injection

    def rate_limit_next(self, method: str = "POST", path: str = r"/channels/\d+/messages", *,
                        retry_after: float = 0.5, count: int = 1, is_global: bool = False) -> None:
        """Answer the next `count` REST calls matching method and path (regex, full match) with a 429."""
        self._ratelimits.append({"method": method.upper(), "path": re.compile(path), "retry_after": retry_after,
                                 "count": count, "global": is_global})

    def hold_gateway(self) -> None:
        """New gateway connections wait (bounded, 30 s) until release_gateway()."""
        self._gate.clear()

    def release_gateway(self) -> None:
        self._gate.set()

    async def drop_connection(self, code: int = 4000, abort: bool = False) -> None:
        """Close the live gateway socket from the server side, as when Discord drops a connection.

        Events injected until the client RESUMEs are queued and replayed on RESUME.
        """
        conn = self._live
        if conn is None:
            raise RuntimeError("no live gateway connection to drop")
        self._live = None
        self.server_closes.append(code)
        if abort:
            transport = conn.ws._req.transport if conn.ws._req is not None else None  # type: ignore[attr-defined]
            if transport is not None:
                transport.abort()
            return
        try:
            await asyncio.wait_for(conn.ws.close(code=code, message=b"stand-in dropped the connection"), 5.0)
        except (TimeoutError, ConnectionError, RuntimeError):
            pass
        self._notify()

    # ------------------------------------------------------------------ gateway

    async def _gateway_handler(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(compress=False, max_msg_size=0, autoping=True, timeout=5.0)
        await ws.prepare(request)
        compress = request.query.get("compress")
        self.connection_queries.append(dict(request.query))
        if request.query.get("v") != "10" or request.query.get("encoding", "json") != "json":
            self.errors.append(f"unexpected gateway query {dict(request.query)}")
        conn = _Connection(ws, compress, request.path)
        self._connections.add(conn)
        self.connections_opened += 1
        try:
            try:
                await asyncio.wait_for(self._gate.wait(), 30.0)
            except TimeoutError:
                await ws.close(code=4000)
                return ws
            await conn.send({"op": OP_HELLO, "d": {"heartbeat_interval": self.heartbeat_interval_ms,
                                                   "_trace": ["fake-gateway"]}, "s": None, "t": None})
            async for msg in ws:
                if msg.type == WSMsgType.TEXT:
                    payload = json.loads(msg.data)
                elif msg.type == WSMsgType.BINARY:
                    payload = json.loads(msg.data.decode())
                else:
                    break
                await self._on_gateway_payload(conn, payload)
        except (ConnectionResetError, asyncio.CancelledError):
            pass
        finally:
            self._connections.discard(conn)
            for k, session in list(self.shard_sessions.items()):
                if session["conn"] is conn:
                    del self.shard_sessions[k]
            if self._live is conn:
                self._live = None
            if ws.close_code is not None:
                self.close_codes.append(ws.close_code)
            self._notify()
        return ws

    async def _on_gateway_payload(self, conn: _Connection, payload: dict[str, Any]) -> None:
        op, d = payload.get("op"), payload.get("d")
        self.gateway_ops.append((op, d if op != OP_IDENTIFY and op != OP_RESUME else _redact(d), conn.path))
        self._notify()
        if op == OP_HEARTBEAT:
            await conn.send({"op": OP_HEARTBEAT_ACK, "d": None, "s": None, "t": None})
        elif op == OP_IDENTIFY:
            await self._identify(conn, d or {})
        elif op == OP_RESUME:
            await self._resume(conn, d or {})
        elif op == OP_REQUEST_MEMBERS:
            asked = (d or {}).get("guild_id")
            g = self.guilds.get(int(asked[0] if isinstance(asked, list) else asked or 0)) or self.guild
            await self.dispatch("GUILD_MEMBERS_CHUNK", {
                "guild_id": str(g.id), "members": [m.payload() for m in g.members.values()],
                "chunk_index": 0, "chunk_count": 1, "not_found": [], "nonce": (d or {}).get("nonce")})
        elif op == OP_PRESENCE:
            self.presences.append(d)
        elif op == OP_VOICE_STATE:
            pass
        else:
            self.errors.append(f"unknown op {op}")

    async def _identify(self, conn: _Connection, d: dict[str, Any]) -> None:
        if d.get("token") != self.token:
            self.server_closes.append(4004)
            await conn.ws.close(code=4004, message=b"Authentication failed.")
            return
        asked = int(d.get("intents", 0))
        if asked & PRIVILEGED_INTENTS & ~self.portal_intents:
            self.server_closes.append(4014)
            await conn.ws.close(code=4014, message=b"Disallowed intent(s).")
            return
        shard = d.get("shard") or [0, 1]
        if self.shard_count > 1:
            await self._identify_shard(conn, d, shard)
            return
        if shard != [0, 1]:
            self.errors.append(f"identify with shard {shard}, expected [0, 1]")
        self.identifies += 1
        self.intents = int(d.get("intents", 0))
        self.session_id = secrets.token_hex(16)
        self.seq = 0
        self.event_log.clear()
        self._live = conn
        await self.dispatch("READY", {
            "v": 10, "user": {**self.bot_user.payload(), "verified": True, "mfa_enabled": False, "email": None},
            "guilds": [{"id": str(gid), "unavailable": True} for gid in self.guilds], "session_id": self.session_id,
            "resume_gateway_url": self.resume_gateway_url, "shard": shard,
            "application": {"id": str(self.application_id), "flags": self.application_payload()["flags"]},
            "private_channels": [], "relationships": [], "presences": [], "guild_join_requests": [],
            "user_settings": {}, "session_type": "normal", "auth_session_id_hash": "x",
            "geo_ordered_rtc_regions": [], "_trace": ["fake-gateway"],
        })
        for g in self.guilds.values():
            await self.dispatch("GUILD_CREATE", self.guild_payload(g))

    def shard_of(self, guild_id: int | None) -> int:
        """The shard a guild's events go to (DMs: shard 0)."""
        return 0 if guild_id is None else (int(guild_id) >> 22) % self.shard_count

    def guilds_of_shard(self, shard_id: int) -> list[FakeGuild]:
        """The guilds a shard serves."""
        return [g for gid, g in self.guilds.items() if self.shard_of(gid) == shard_id]

    async def _identify_shard(self, conn: _Connection, d: dict[str, Any], shard: list[int]) -> None:
        """IDENTIFY of one shard of several: its own session, READY and GUILD_CREATEs of its guilds."""
        if len(shard) != 2 or shard[1] != self.shard_count or not 0 <= shard[0] < self.shard_count:
            self.errors.append(f"identify with shard {shard}, expected [k, {self.shard_count}]")
            await conn.ws.close(code=4010, message=b"Invalid shard.")
            return
        k = int(shard[0])
        old = self.shard_sessions.get(k)
        if old is not None and old["conn"] is not conn and old["conn"] in self._connections:
            self.errors.append(f"shard {k} identified twice at once")
        self.identifies += 1
        self.shard_identifies.append(list(shard))
        self.intents = int(d.get("intents", 0))
        session = {"conn": conn, "seq": 0, "session_id": secrets.token_hex(16)}
        self.shard_sessions[k] = session
        self.session_id = session["session_id"]
        guilds = self.guilds_of_shard(k)
        await self._send_shard(k, "READY", {
            "v": 10, "user": {**self.bot_user.payload(), "verified": True, "mfa_enabled": False, "email": None},
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds], "session_id": session["session_id"],
            "resume_gateway_url": self.resume_gateway_url, "shard": shard,
            "application": {"id": str(self.application_id), "flags": self.application_payload()["flags"]},
            "private_channels": [], "relationships": [], "presences": [], "guild_join_requests": [],
            "user_settings": {}, "session_type": "normal", "auth_session_id_hash": "x",
            "geo_ordered_rtc_regions": [], "_trace": ["fake-gateway"],
        })
        for g in guilds:
            await self._send_shard(k, "GUILD_CREATE", self.guild_payload(g))
        self._notify()

    async def _send_shard(self, k: int, event: str, data: dict[str, Any]) -> int:
        """Send one DISPATCH on shard k's session (dropped when it is down); its seq there."""
        session = self.shard_sessions.get(k)
        self.seq += 1
        self.event_log.append((self.seq, event, data))
        if session is None:
            return 0
        session["seq"] += 1
        try:
            await session["conn"].send({"op": OP_DISPATCH, "t": event, "s": session["seq"], "d": data})
        except (ConnectionResetError, RuntimeError):
            self.shard_sessions.pop(k, None)
        return int(session["seq"])

    async def wait_shards_ready(self, shard_ids: Iterable[int], timeout: float = 10.0) -> None:
        """Wait until each of these shards identified and is connected."""
        wanted = set(shard_ids)
        await self.wait_until(lambda: all(k in self.shard_sessions and self.shard_sessions[k]["conn"]
                                          in self._connections for k in wanted), timeout, f"shards {wanted}")

    async def _resume(self, conn: _Connection, d: dict[str, Any]) -> None:
        self.resumes.append({"seq": d.get("seq"), "session_id": d.get("session_id"), "path": conn.path})
        if d.get("token") != self.token:
            self.server_closes.append(4004)
            await conn.ws.close(code=4004, message=b"Authentication failed.")
            return
        if self.shard_count > 1 or d.get("session_id") != self.session_id:
            await conn.send({"op": OP_INVALID_SESSION, "d": False, "s": None, "t": None})
            return
        client_seq = int(d.get("seq") or 0)
        # Replay everything the client missed, then RESUMED; events injected meanwhile land in the log too.
        i = 0
        while i < len(self.event_log):
            seq, t, data = self.event_log[i]
            if seq > client_seq:
                await conn.send({"op": OP_DISPATCH, "t": t, "s": seq, "d": data})
            i += 1
        self._live = conn
        self.seq += 1
        await conn.send({"op": OP_DISPATCH, "t": "RESUMED", "s": self.seq, "d": {"_trace": ["fake-gateway"]}})
        self._notify()

    async def dispatch(self, event: str, data: dict[str, Any]) -> int:
        """Send a DISPATCH event (queued for replay while the socket is down); returns its seq."""
        if self.shard_count > 1:  # to the shard of the event's guild
            gid = data.get("guild_id") or (data.get("id") if event.startswith("GUILD_") else None)
            seq = await self._send_shard(self.shard_of(int(gid) if gid else None), event, data)
            self._notify()
            return seq
        self.seq += 1
        seq = self.seq
        self.event_log.append((seq, event, data))
        if len(self.event_log) > 20000:
            del self.event_log[:10000]
        conn = self._live
        if conn is not None:
            try:
                await conn.send({"op": OP_DISPATCH, "t": event, "s": seq, "d": data})
            except (ConnectionResetError, RuntimeError):
                if self._live is conn:
                    self._live = None
        self._notify()
        return seq

    def _has_intent(self, bit: int) -> bool:
        return bool((self.intents or 0) & bit)

    # ------------------------------------------------------------------ injecting messages

    def message_payload(self, content: str, *, author: FakeUser | FakeMember, channel_id: int,
                        guild: bool, mentions: Iterable[FakeUser | FakeMember] = (),
                        message_id: int | None = None) -> dict[str, Any]:
        """A complete MESSAGE_CREATE payload."""
        mid = message_id or self._snowflake()
        user = self.user_of(author)
        g = (self.guild_of_channel(channel_id) or self.guild) if guild else None
        mention_objs = []
        for m in mentions:
            u = self.user_of(m).payload()
            if g is not None and m.id in g.members:
                u["member"] = g.members[m.id].payload(with_user=False)
            mention_objs.append(u)
        data: dict[str, Any] = {
            "id": str(mid), "channel_id": str(channel_id), "author": user.payload(), "content": content,
            "timestamp": iso(), "edited_timestamp": None, "tts": False, "mention_everyone": False,
            "mentions": mention_objs, "mention_roles": [], "mention_channels": [], "attachments": [], "embeds": [],
            "reactions": [], "pinned": False, "type": 0, "flags": 0, "components": [], "nonce": str(mid),
        }
        if g is not None:
            data["guild_id"] = str(g.id)
            member = g.members.get(user.id) or FakeMember(user)
            data["member"] = member.payload(with_user=False)
        return data

    async def send_message(self, content: str, *, author: FakeUser | FakeMember | None = None,
                           mention_bot: bool = False, dm: bool = False, channel_id: int | None = None,
                           mentions: Iterable[FakeUser | FakeMember] = (),
                           guild: FakeGuild | None = None, reply_to: dict[str, Any] | None = None,
                           ping: bool = True) -> dict[str, Any]:
        """Inject a MESSAGE_CREATE from a user: in a guild channel (default) or a DM, mentioning the bot or not.

        ``reply_to``: a message (as the stand-in holds it) this one replies to, in its channel; with ``ping``
        (Discord's default for a reply) its author is mentioned.

        Applies Discord's intent rules: no event without GUILD_MESSAGES/DIRECT_MESSAGES, and without the
        MESSAGE_CONTENT intent a guild message that doesn't mention the bot arrives with empty content.
        Returns the message payload as sent (``int(msg["id"])`` for wait_for_reply).
        """
        author = author or (guild or self.guild).alice
        mention_list = list(mentions)
        if mention_bot:
            content = f"<@{self.bot_user.id}> {content}"
            mention_list.insert(0, self.bot_member)
        if reply_to is not None:
            channel_id = int(reply_to["channel_id"])
            if ping and int(reply_to["author"]["id"]) == self.bot_user.id and not mention_bot:
                mention_list.insert(0, self.bot_member)
        cid = self.dm_channel_id(author) if dm else (channel_id or (guild or self.guild).channel_id)
        data = self.message_payload(content, author=author, channel_id=cid, guild=not dm, mentions=mention_list)
        if reply_to is not None:
            data["type"] = 19
            data["message_reference"] = {"type": 0, "message_id": str(reply_to["id"]), "channel_id": str(cid),
                                         **({"guild_id": data["guild_id"]} if "guild_id" in data else {})}
            data["referenced_message"] = self.messages.get(int(reply_to["id"]), reply_to)
        self.messages[int(data["id"])] = data
        needed = INTENT_DIRECT_MESSAGES if dm else INTENT_GUILD_MESSAGES
        if self.intents is not None and not self._has_intent(needed):
            self.errors.append(f"message {data['id']} not delivered: client lacks intent {needed}")
            return data
        sent = data
        mentioned = any(int(u["id"]) == self.bot_user.id for u in data["mentions"])
        if (not dm and not mentioned and not self.message_content_for_all
                and self.intents is not None and not self._has_intent(INTENT_MESSAGE_CONTENT)):
            sent = {**data, "content": "", "embeds": [], "attachments": [], "components": []}
        self.injected_at[int(data["id"])] = time.monotonic()
        await self.dispatch("MESSAGE_CREATE", sent)
        return data

    # ------------------------------------------------------------------ injecting interactions

    def find_command(self, name: str, type: int = 1, guild_id: int | None = None) -> dict[str, Any]:
        """A synced command by name and type: the guild's first, then global ones (as Discord resolves it)."""
        for cmd in self.commands.get(guild_id or self.guild_id, []) + self.commands.get(None, []):
            if cmd["name"] == name and int(cmd.get("type", 1)) == type:
                return cmd
        raise LookupError(f"no {'slash' if type == 1 else 'type-' + str(type)} command {name!r} is synced; "
                          f"synced: {[c['name'] for c in self.synced_commands()]}")

    def _interaction_base(self, itype: int, data: dict[str, Any], member: FakeMember | FakeUser | None,
                          dm: bool, channel_id: int | None, permissions: int | None,
                          roles: Iterable[int] | None, guild: FakeGuild | None = None) -> FakeInteraction:
        iid = self._snowflake()
        token = "aW50ZXJhY3Rpb246" + secrets.token_urlsafe(48)
        g = self.guild_of_channel(channel_id) or guild or self.guild
        who = member or g.alice
        payload: dict[str, Any] = {
            "id": str(iid), "application_id": str(self.application_id), "type": itype, "data": data,
            "token": token, "version": 1, "locale": "en-US", "entitlements": [],
            "attachment_size_limit": 10 * 1024 * 1024,
        }
        if dm:
            user = self.user_of(who)
            cid = self.dm_channel_id(user)
            payload.update({
                "channel_id": str(cid), "user": user.payload(), "context": 1,
                "channel": {"id": str(cid), "type": 1, "last_message_id": None, "flags": 0,
                            "recipients": [user.payload()]},
                "app_permissions": str(EVERYONE_PERMISSIONS), "authorizing_integration_owners": {"1": str(user.id)},
            })
        else:
            if isinstance(who, FakeUser):
                who = g.members.get(who.id) or FakeMember(who)
            if roles is not None:
                who = FakeMember(who.user, list(roles), who.nick, who.joined_at)
            perms = self.permissions_of(who, g) if permissions is None else permissions
            cid = channel_id or g.channel_id
            payload.update({
                "guild_id": str(g.id), "channel_id": str(cid), "guild_locale": "en-US", "context": 0,
                "guild": {"id": str(g.id), "locale": "en-US", "features": []},
                "channel": {**self.channels[cid], "permissions": str(perms)},
                "member": {**who.payload(), "permissions": str(perms)},
                "app_permissions": str(self.permissions_of(self.bot_member, g)),
                "authorizing_integration_owners": {"0": str(g.id)},
            })
        inter = FakeInteraction(id=iid, token=token, name=data.get("name", ""), type=itype, payload=payload,
                                created=time.monotonic())
        self.interactions[iid] = inter
        return inter

    def _build_options(self, spec: list[dict[str, Any]], values: dict[str, Any], resolved: dict[str, Any],
                       focused: str | None = None, guild: FakeGuild | None = None) -> list[dict[str, Any]]:
        out = []
        g = guild or self.guild
        by_name = {o["name"]: o for o in spec}
        for name, value in values.items():
            if name not in by_name:
                raise LookupError(f"option {name!r} is not in the synced command (has {sorted(by_name)})")
            otype = int(by_name[name]["type"])
            opt: dict[str, Any] = {"name": name, "type": otype}
            if otype in (OPT_USER, OPT_MENTIONABLE):
                u = self.user_of(value)
                opt["value"] = str(u.id)
                resolved.setdefault("users", {})[str(u.id)] = u.payload()
                if u.id in g.members:
                    resolved.setdefault("members", {})[str(u.id)] = {
                        **g.members[u.id].payload(with_user=False),
                        "permissions": str(self.permissions_of(g.members[u.id], g))}
            elif otype == OPT_CHANNEL:
                cid = int(value)
                opt["value"] = str(cid)
                resolved.setdefault("channels", {})[str(cid)] = {**self.channels[cid], "permissions": str(ALL_PERMISSIONS)}
            elif otype == OPT_ROLE:
                rid = int(value)
                opt["value"] = str(rid)
                resolved.setdefault("roles", {})[str(rid)] = g.roles[rid]
            elif otype == OPT_ATTACHMENT:
                filename, content = value if isinstance(value, tuple) else ("file.txt", value)
                if isinstance(content, str):
                    content = content.encode()
                aid = self._snowflake()
                path = f"/attachments/{g.channel_id}/{aid}/{filename}"
                self.attachments[path] = ("text/plain; charset=utf-8", content)
                opt["value"] = str(aid)
                resolved.setdefault("attachments", {})[str(aid)] = {
                    "id": str(aid), "filename": filename, "size": len(content), "url": self.base_url + path,
                    "proxy_url": self.base_url + path, "content_type": "text/plain; charset=utf-8",
                    "ephemeral": True, "flags": 0}
            else:
                opt["value"] = value
            if focused == name:
                opt["focused"] = True
            out.append(opt)
        return out

    def _command_data(self, name: str, options: dict[str, Any] | None, focused: str | None = None,
                      guild: FakeGuild | None = None) -> dict[str, Any]:
        parts = name.split()
        cmd = self.find_command(parts[0], 1, guild.id if guild else None)
        data: dict[str, Any] = {"id": cmd["id"], "name": cmd["name"], "type": 1}
        if cmd.get("guild_id"):
            data["guild_id"] = cmd["guild_id"]
        resolved: dict[str, Any] = {}
        spec = cmd.get("options") or []
        container = data
        for sub in parts[1:]:  # "/digest add" → sub-command (or group then sub-command)
            match = next((o for o in spec if o["name"] == sub and int(o["type"]) in (OPT_SUB_COMMAND,
                                                                                    OPT_SUB_COMMAND_GROUP)), None)
            if match is None:
                raise LookupError(f"no sub-command {sub!r} under /{name}; has {[o['name'] for o in spec]}")
            node: dict[str, Any] = {"name": sub, "type": int(match["type"]), "options": []}
            container.setdefault("options", []).append(node)
            container, spec = node, match.get("options") or []
        built = self._build_options(spec, options or {}, resolved, focused, guild)
        if built or container is data:
            container.setdefault("options", []).extend(built)
        if resolved:
            data["resolved"] = resolved
        return data

    async def run_slash(self, name: str, options: dict[str, Any] | None = None, *,
                        member: FakeMember | FakeUser | None = None, roles: Iterable[int] | None = None,
                        permissions: int | None = None, dm: bool = False,
                        channel_id: int | None = None, guild: FakeGuild | None = None) -> FakeInteraction:
        """Inject a slash command invocation (INTERACTION_CREATE type 2) as a synced command.

        ``name`` may name a sub-command: "digest add". ``roles``/``permissions`` override the member's.
        ``guild``: where it is typed (the first guild by default, or the guild of ``channel_id``).
        """
        guild = self.guild_of_channel(channel_id) or guild
        data = self._command_data(name, options, guild=guild)
        inter = self._interaction_base(INTERACTION_APPLICATION_COMMAND, data, member, dm, channel_id, permissions,
                                       roles, guild)
        inter.name = name
        await self.dispatch("INTERACTION_CREATE", inter.payload)
        return inter

    async def run_autocomplete(self, name: str, options: dict[str, Any], focused: str, *,
                               member: FakeMember | FakeUser | None = None,
                               guild: FakeGuild | None = None, permissions: int | None = None) -> FakeInteraction:
        """Inject an autocomplete request (INTERACTION_CREATE type 4) for the focused option."""
        data = self._command_data(name, options, focused, guild=guild)
        inter = self._interaction_base(INTERACTION_AUTOCOMPLETE, data, member, False, None, permissions, None, guild)
        inter.name = name
        await self.dispatch("INTERACTION_CREATE", inter.payload)
        return inter

    async def run_message_command(self, name: str, target: dict[str, Any], *,
                                  member: FakeMember | FakeUser | None = None, roles: Iterable[int] | None = None,
                                  permissions: int | None = None) -> FakeInteraction:
        """Inject a message context-menu command on a message (a payload from message_payload/send_message)."""
        target_guild = self.guilds.get(int(target.get("guild_id") or 0))
        cmd = self.find_command(name, 3, target_guild.id if target_guild else None)
        data: dict[str, Any] = {"id": cmd["id"], "name": cmd["name"], "type": 3, "target_id": target["id"],
                                "resolved": {"messages": {target["id"]: target}}}
        if cmd.get("guild_id"):
            data["guild_id"] = cmd["guild_id"]
        cid = int(target["channel_id"])
        inter = self._interaction_base(INTERACTION_APPLICATION_COMMAND, data, member,
                                       "guild_id" not in target, cid if cid in self.channels else None,
                                       permissions, roles)
        await self.dispatch("INTERACTION_CREATE", inter.payload)
        return inter

    def buttons(self, message: dict[str, Any]) -> list[dict[str, Any]]:
        """The buttons of a message (components of its action rows)."""
        return [c for row in message.get("components") or [] for c in row.get("components") or []
                if int(c.get("type", 0)) == 2]

    async def click_button(self, message: dict[str, Any], custom_id: str, *,
                           member: FakeMember | FakeUser | None = None) -> FakeInteraction:
        """Inject a button click (INTERACTION_CREATE type 3, MESSAGE_COMPONENT) on a message the bot posted."""
        if custom_id not in {b.get("custom_id") for b in self.buttons(message)}:
            raise LookupError(f"message {message['id']} has no button {custom_id!r}")
        return await self._component(message, {"custom_id": custom_id, "component_type": 2}, member)

    async def _component(self, message: dict[str, Any], data: dict[str, Any],
                         member: FakeMember | FakeUser | None) -> FakeInteraction:
        """Dispatch a component interaction (INTERACTION_CREATE type 3) on a message the bot posted."""
        cid = int(message["channel_id"])
        inter = self._interaction_base(3, data, member, cid not in self.channels,
                                       cid if cid in self.channels else None, None, None)
        inter.name = data["custom_id"]
        inter.payload["message"] = message
        await self.dispatch("INTERACTION_CREATE", inter.payload)
        return inter

    def selects(self, message: dict[str, Any]) -> list[dict[str, Any]]:
        """The select menus of a message (components of its action rows)."""
        return [c for row in message.get("components") or [] for c in row.get("components") or []
                if int(c.get("type", 0)) == 3]

    async def choose(self, message: dict[str, Any], custom_id: str, values: list[str], *,
                     member: FakeMember | FakeUser | None = None) -> FakeInteraction:
        """Inject a choice in a select menu (INTERACTION_CREATE type 3, component type 3) of a bot's message."""
        menu = next((m for m in self.selects(message) if m.get("custom_id") == custom_id), None)
        if menu is None:
            raise LookupError(f"message {message['id']} has no select menu {custom_id!r}")
        allowed = {o.get("value") for o in menu.get("options") or []}
        if not set(values) <= allowed:
            raise LookupError(f"select menu {custom_id!r} has no option {sorted(set(values) - allowed)}")
        return await self._component(message, {"custom_id": custom_id, "component_type": 3, "values": list(values)},
                                     member)

    # ------------------------------------------------------------------ REST

    def _record(self, request: web.Request, path: str, body: Any) -> Request:
        rec = Request(request.method, path, dict(request.query), body, dict(request.headers), time.monotonic())
        self.requests.append(rec)
        if len(self.requests) > 50000:
            del self.requests[:25000]
        return rec

    async def _read_body(self, request: web.Request) -> Any:
        ctype = request.headers.get("Content-Type", "")
        if ctype.startswith("multipart/form-data"):
            body: dict[str, Any] = {"_files": []}
            reader = await request.multipart()
            async for part in reader:
                if part.name == "payload_json":
                    body.update(json.loads(await part.text()))
                else:
                    body["_files"].append({"name": part.name, "filename": part.filename,
                                           "size": len(await part.read())})
            return body
        raw = await request.read()
        if not raw:
            return None
        try:
            return json.loads(raw)
        except ValueError:
            self.errors.append(f"{request.method} {request.path}: body is not JSON")
            return raw.decode(errors="replace")

    async def _catch_all(self, request: web.Request) -> web.Response:
        rec = self._record(request, request.path, None)
        rec.status = 404
        self.unhandled.append(rec)
        self.errors.append(f"request outside the API the stand-in does not know: {request.method} {request.path}")
        self._notify()
        return error_response(404, "404: Not Found")

    async def _attachment_handler(self, request: web.Request) -> web.Response:
        item = self.attachments.get(request.path)
        if item is None:
            return web.Response(status=404)
        return web.Response(body=item[1], headers={"Content-Type": item[0]})

    async def _rest_handler(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["tail"]
        body = await self._read_body(request)
        rec = self._record(request, path, body)
        try:
            response = await self._route(request, path, body)
        except Exception as exc:  # a bug in the stand-in must show up as a 500, not a hang
            log.exception("stand-in failed on %s %s", request.method, path)
            self.errors.append(f"stand-in error on {request.method} {path}: {exc!r}")
            response = error_response(500, "stand-in error")
        rec.status = response.status
        if self.ratelimit_headers and 200 <= response.status < 300:
            template = re.sub(r"/(webhooks|interactions)/(\d+)/[^/]+", r"/\1/{id}/{token}", path)
            template = re.sub(r"\d{6,}", "{id}", template)
            reset = time.time() + 1.0
            response.headers.update({
                "X-RateLimit-Limit": "1000", "X-RateLimit-Remaining": "999", "X-RateLimit-Reset": f"{reset:.3f}",
                "X-RateLimit-Reset-After": "1.000", "X-RateLimit-Scope": "user",
                "X-RateLimit-Bucket": hashlib.sha1(f"{request.method} {template}".encode()).hexdigest()[:16]})
        if getattr(response, "_unrouted", False):
            self.unhandled.append(rec)
            self.errors.append(f"REST call the stand-in does not know: {request.method} {path} (answered 404)")
        self._notify()
        return response

    def _authorized(self, request: web.Request) -> bool:
        return request.headers.get("Authorization") == f"Bot {self.token}"

    async def _route(self, request: web.Request, path: str, body: Any) -> web.Response:
        method = request.method
        open_route = path.startswith("/interactions/") or path.startswith("/webhooks/")
        if not open_route and not self._authorized(request):
            return error_response(401, "401: Unauthorized")
        for rl in self._ratelimits:
            if rl["count"] > 0 and rl["method"] == method and rl["path"].fullmatch(path):
                rl["count"] -= 1
                self.rate_limited.append((method, path, time.monotonic()))
                ra = rl["retry_after"]
                return json_response(429, {"message": "You are being rate limited.", "retry_after": ra,
                                           "global": rl["global"], "code": 0},
                                     {"Via": "1.1 google", "Retry-After": str(max(1, int(ra + 0.999))),
                                      "X-RateLimit-Scope": "global" if rl["global"] else "user",
                                      **({"X-RateLimit-Global": "true"} if rl["global"] else {})})
        self._ratelimits = [rl for rl in self._ratelimits if rl["count"] > 0]

        m = re.fullmatch
        if method == "GET" and path == "/users/@me":
            return json_response(200, {**self.bot_user.payload(), "verified": True, "mfa_enabled": False,
                                       "locale": "en-US", "email": None})
        if method == "GET" and path in ("/oauth2/applications/@me", "/applications/@me"):
            return json_response(200, self.application_payload())
        if method == "GET" and path == "/gateway/bot":
            return json_response(200, {"url": self.gateway_url.rstrip("/"), "shards": self.shard_count,
                                       "session_start_limit": {"total": 1000, "remaining": 999,
                                                               "reset_after": 14400000, "max_concurrency": 1}})
        if method == "GET" and path == "/gateway":
            return json_response(200, {"url": self.gateway_url.rstrip("/")})
        if mm := m(r"/applications/(\d+)(?:/guilds/(\d+))?/commands", path):
            return self._commands_route(method, int(mm[1]), int(mm[2]) if mm[2] else None, body)
        if mm := m(r"/applications/(\d+)(?:/guilds/(\d+))?/commands/(\d+)", path):
            return self._command_route(method, int(mm[2]) if mm[2] else None, int(mm[3]), body)
        if method == "GET" and (mm := m(r"/applications/(\d+)/guilds/(\d+)/commands/permissions", path)):
            return json_response(200, [])
        if mm := m(r"/channels/(\d+)/messages", path):
            cid = int(mm[1])
            if method == "POST":
                return await self._create_message(cid, body or {})
            if method == "GET":
                return json_response(200, [])
        if mm := m(r"/channels/(\d+)/messages/(\d+)", path):
            return await self._message_route(method, int(mm[1]), int(mm[2]), body or {})
        if mm := m(r"/channels/(\d+)/messages/(\d+)/reactions/([^/]+)/@me", path):
            return web.Response(status=204)
        if method == "POST" and (mm := m(r"/channels/(\d+)/typing", path)):
            return web.Response(status=204)
        if method == "GET" and (mm := m(r"/channels/(\d+)", path)):
            cid = int(mm[1])
            if cid in self.channels:
                return json_response(200, self.channels[cid])
            for uid, dmid in self.dm_channels.items():
                if dmid == cid:
                    return json_response(200, self._dm_payload(uid))
            return error_response(404, "Unknown Channel", 10003)
        if method == "POST" and path == "/users/@me/channels":
            uid = int((body or {}).get("recipient_id", 0))
            user = self.member_anywhere(uid)
            if user is None:
                return error_response(400, "Invalid Recipient(s)", 50033)
            self.dm_channel_id(user)
            return json_response(200, self._dm_payload(uid))
        if method == "GET" and (mm := m(r"/guilds/(\d+)/members/(\d+)", path)):
            g = self.guilds.get(int(mm[1]))
            member = g.members.get(int(mm[2])) if g is not None else None
            if member is None:
                return error_response(404, "Unknown Member", 10007)
            return json_response(200, member.payload())
        if method == "GET" and (mm := m(r"/guilds/(\d+)/roles", path)):
            g = self.guilds.get(int(mm[1]))
            if g is None:
                return error_response(404, "Unknown Guild", 10004)
            return json_response(200, list(g.roles.values()))
        if method == "GET" and (mm := m(r"/guilds/(\d+)/channels", path)):
            g = self.guilds.get(int(mm[1]))
            if g is None:
                return error_response(404, "Unknown Guild", 10004)
            return json_response(200, [self.channels[c] for c in g.channel_ids])
        if method == "GET" and (mm := m(r"/users/(\d+)", path)):
            member = self.member_anywhere(int(mm[1]))
            if member is None:
                return error_response(404, "Unknown User", 10013)
            return json_response(200, member.user.payload())
        if method == "POST" and (mm := m(r"/interactions/(\d+)/([^/]+)/callback", path)):
            return await self._interaction_callback(request, int(mm[1]), mm[2], body or {})
        if mm := m(r"/webhooks/(\d+)/([^/]+)", path):
            return await self._followup(request, method, int(mm[1]), mm[2], body or {})
        if mm := m(r"/webhooks/(\d+)/([^/]+)/messages/(@original|\d+)", path):
            return await self._webhook_message(method, int(mm[1]), mm[2], mm[3], body or {})
        resp = error_response(404, "404: Not Found")
        resp._unrouted = True  # type: ignore[attr-defined]
        return resp

    def _dm_payload(self, uid: int) -> dict[str, Any]:
        member = self.member_anywhere(uid)
        assert member is not None
        return {"id": str(self.dm_channels[uid]), "type": 1, "last_message_id": None, "flags": 0,
                "recipients": [member.user.payload()]}

    # -- application commands

    def _echo_command(self, cmd: dict[str, Any], guild_id: int | None, existing: dict[str, Any] | None
                      ) -> dict[str, Any]:
        out = {"description": "", "options": [], "default_member_permissions": None, "dm_permission": True,
               "nsfw": False, "type": 1, **cmd}
        if out.get("default_member_permissions") is not None:  # Discord answers permissions as strings
            out["default_member_permissions"] = str(out["default_member_permissions"])
        out["id"] = existing["id"] if existing else str(self._snowflake())
        out["application_id"] = str(self.application_id)
        out["version"] = str(self._snowflake())
        if guild_id is not None:
            out["guild_id"] = str(guild_id)
            out.pop("contexts", None)
            out.pop("integration_types", None)
        return out

    def _commands_route(self, method: str, app_id: int, guild_id: int | None, body: Any) -> web.Response:
        if app_id != self.application_id:
            return error_response(404, "Unknown Application", 10002)
        if guild_id is not None and guild_id not in self.guilds:
            return error_response(403, "Missing Access", 50001)
        current = self.commands.get(guild_id, [])
        if method == "GET":
            return json_response(200, current)
        if method == "PUT":
            if not isinstance(body, list):
                return error_response(400, "Invalid Form Body", 50035)
            problems = _validate_commands(body)
            if problems:
                self.errors.extend(problems)
                return json_response(400, {"message": "Invalid Form Body", "code": 50035, "errors": problems})
            old = {(c["name"], int(c.get("type", 1))): c for c in current}
            new = [self._echo_command(c, guild_id, old.get((c["name"], int(c.get("type", 1))))) for c in body]
            self.commands[guild_id] = new
            self.command_syncs.append((guild_id, new))
            return json_response(200, new)
        if method == "POST":
            key = (body["name"], int(body.get("type", 1)))
            old = {(c["name"], int(c.get("type", 1))): c for c in current}
            cmd = self._echo_command(body, guild_id, old.get(key))
            self.commands[guild_id] = [c for c in current if (c["name"], int(c.get("type", 1))) != key] + [cmd]
            return json_response(201 if key not in old else 200, cmd)
        return error_response(405, "405: Method Not Allowed")

    def _command_route(self, method: str, guild_id: int | None, cmd_id: int, body: Any) -> web.Response:
        current = self.commands.get(guild_id, [])
        cmd = next((c for c in current if int(c["id"]) == cmd_id), None)
        if cmd is None:
            return error_response(404, "Unknown application command", 10063)
        if method == "GET":
            return json_response(200, cmd)
        if method == "DELETE":
            self.commands[guild_id] = [c for c in current if c is not cmd]
            return web.Response(status=204)
        if method == "PATCH":
            cmd.update(body or {})
            return json_response(200, cmd)
        return error_response(405, "405: Method Not Allowed")

    # -- messages

    def _bot_message(self, channel_id: int, body: dict[str, Any], *, mid: int | None = None,
                     webhook_id: int | None = None, interaction: FakeInteraction | None = None) -> dict[str, Any]:
        """The message object Discord would create from a bot's message body."""
        g = self.guild_of_channel(channel_id)
        ref = body.get("message_reference")
        msg: dict[str, Any] = {
            "id": str(mid or self._snowflake()), "channel_id": str(channel_id), "author": self.bot_user.payload(),
            "content": body.get("content") or "", "timestamp": iso(), "edited_timestamp": None,
            "tts": bool(body.get("tts", False)), "mention_everyone": False, "mentions": [], "mention_roles": [],
            "attachments": [{"id": str(self._snowflake()), "filename": f.get("filename") or "file", "size": f["size"],
                             "url": self.base_url + "/attachments/x", "proxy_url": self.base_url + "/attachments/x"}
                            for f in body.get("_files", [])],
            "embeds": [{"type": "rich", **e} for e in (body.get("embeds") or [])],
            "components": body.get("components") or [], "pinned": False, "flags": int(body.get("flags") or 0),
            "type": 19 if ref else 0,
        }
        if g is not None:
            msg["guild_id"] = str(g.id)
            msg["member"] = self.bot_member.payload(with_user=False)
        if ref:
            msg["message_reference"] = {"type": 0, "message_id": str(ref.get("message_id")),
                                        "channel_id": str(ref.get("channel_id") or channel_id),
                                        **({"guild_id": str(g.id)} if g is not None else {})}
            referenced = self.messages.get(int(ref.get("message_id") or 0))
            msg["referenced_message"] = referenced
        if webhook_id is not None:
            msg["webhook_id"] = str(webhook_id)
            msg["application_id"] = str(self.application_id)
        if interaction is not None:
            msg["interaction_metadata"] = {"id": str(interaction.id), "type": interaction.type,
                                           "user": self._interaction_user(interaction),
                                           "authorizing_integration_owners": {}}
        return msg

    def _interaction_user(self, inter: FakeInteraction) -> dict[str, Any]:
        p = inter.payload
        return (p.get("member") or {}).get("user") or p.get("user") or {}

    def _check_message_body(self, where: str, body: dict[str, Any]) -> web.Response | None:
        """Discord's own limits on a message body; a violation is a 400 and an error the tests see."""
        problems = []
        if len(body.get("content") or "") > 2000:
            problems.append(f"content is {len(body['content'])} > 2000 characters")
        embeds = body.get("embeds") or []
        if len(embeds) > 10:
            problems.append(f"{len(embeds)} embeds > 10")
        for e in embeds:
            total = len(e.get("title") or "") + len(e.get("description") or "") + len(
                (e.get("footer") or {}).get("text") or "") + len((e.get("author") or {}).get("name") or "")
            if len(e.get("title") or "") > 256:
                problems.append("embed title > 256")
            if len(e.get("description") or "") > 4096:
                problems.append("embed description > 4096")
            fields = e.get("fields") or []
            if len(fields) > 25:
                problems.append("embed has > 25 fields")
            for f in fields:
                total += len(f.get("name") or "") + len(f.get("value") or "")
                if not f.get("name") or not f.get("value"):
                    problems.append("embed field with empty name or value")
                if len(f.get("name") or "") > 256 or len(f.get("value") or "") > 1024:
                    problems.append("embed field name > 256 or value > 1024")
            if total > 6000:
                problems.append(f"embed text totals {total} > 6000")
        if not (body.get("content") or embeds or body.get("_files") or body.get("components")
                or body.get("sticker_ids") or body.get("poll")):
            problems.append("empty message")
        if problems:
            self.errors.extend(f"{where}: {p}" for p in problems)
            return json_response(400, {"message": "Invalid Form Body", "code": 50035, "errors": problems})
        return None

    async def _create_message(self, channel_id: int, body: dict[str, Any]) -> web.Response:
        if channel_id not in self.channels and channel_id not in self.dm_channels.values():
            return error_response(404, "Unknown Channel", 10003)
        bad = self._check_message_body(f"POST /channels/{channel_id}/messages", body)
        if bad is not None:
            return bad
        msg = self._bot_message(channel_id, body)
        self.messages[int(msg["id"])] = msg
        post = Posted("channel", channel_id, body, msg, time.monotonic())
        self.posted.append(post)
        if post.reference_id is not None:
            self._replies.setdefault(post.reference_id, []).append(post)
        if self.echo_own_messages and self.session_id is not None:
            echo = {k: v for k, v in msg.items() if k != "referenced_message"}
            await self.dispatch("MESSAGE_CREATE", echo)
        return json_response(200, msg)

    async def _message_route(self, method: str, channel_id: int, mid: int, body: dict[str, Any]) -> web.Response:
        msg = self.messages.get(mid)
        if msg is None or int(msg["channel_id"]) != channel_id:
            return error_response(404, "Unknown Message", 10008)
        if method == "GET":
            return json_response(200, msg)
        if method == "DELETE":
            self.messages.pop(mid, None)
            return web.Response(status=204)
        if method == "PATCH":
            if int(msg["author"]["id"]) != self.bot_user.id:
                return error_response(403, "Cannot edit a message authored by another user", 50005)
            msg.update({k: v for k, v in body.items() if k in ("content", "embeds", "components", "flags")})
            msg["edited_timestamp"] = iso()
            self.posted.append(Posted("edit", channel_id, body, dict(msg), time.monotonic()))
            return json_response(200, msg)
        return error_response(405, "405: Method Not Allowed")

    # -- interactions

    def _find_interaction(self, iid: int | None, token: str) -> FakeInteraction | None:
        if iid is not None:
            inter = self.interactions.get(iid)
            return inter if inter is not None and inter.token == token else None
        return next((i for i in self.interactions.values() if i.token == token), None)

    async def _interaction_callback(self, request: web.Request, iid: int, token: str, body: dict[str, Any]
                                    ) -> web.Response:
        inter = self._find_interaction(iid, token)
        if inter is None:
            return error_response(404, "Unknown interaction", 10062)
        if inter.callbacks:
            return error_response(400, "Interaction has already been acknowledged.", 40060)
        if self.interaction_deadline is not None and time.monotonic() - inter.created > self.interaction_deadline:
            self.errors.append(f"interaction /{inter.name} answered after {time.monotonic() - inter.created:.2f}s "
                               f"(> {self.interaction_deadline}s)")
            return error_response(404, "Unknown interaction", 10062)
        ctype = int(body.get("type", 0))
        data = body.get("data") or {}
        if ctype == CALLBACK_MESSAGE:
            bad = self._check_message_body(f"callback of /{inter.name}", data)
            if bad is not None:
                return bad
        inter.callbacks.append({"type": ctype, "data": data, "at": time.monotonic()})
        cid = int(inter.payload["channel_id"])
        ephemeral = bool(int(data.get("flags") or 0) & FLAG_EPHEMERAL)
        answer: dict[str, Any] = {"interaction": {
            "id": str(inter.id), "type": inter.type, "activity_instance_id": None,
            "response_message_id": None, "response_message_loading": ctype == CALLBACK_DEFERRED_MESSAGE,
            "response_message_ephemeral": ephemeral}}
        if ctype in (CALLBACK_MESSAGE, CALLBACK_DEFERRED_MESSAGE):
            msg_body = dict(data)
            if ctype == CALLBACK_DEFERRED_MESSAGE:
                msg_body = {"content": "", "flags": int(data.get("flags") or 0) | FLAG_LOADING}
            msg = self._bot_message(cid, msg_body, webhook_id=self.application_id, interaction=inter)
            if ctype == CALLBACK_DEFERRED_MESSAGE:
                msg["flags"] = int(msg_body["flags"])
            inter.original = msg
            self.messages[int(msg["id"])] = msg
            answer["interaction"]["response_message_id"] = msg["id"]
            answer["resource"] = {"type": ctype, "message": msg}
            if ctype == CALLBACK_MESSAGE:
                self.posted.append(Posted("callback", cid, data, msg, time.monotonic(), inter))
        elif ctype == CALLBACK_UPDATE_MESSAGE and inter.payload.get("message"):
            msg = {**inter.payload["message"], **{k: v for k, v in data.items() if k in ("content", "embeds",
                                                                                        "components")}}
            answer["resource"] = {"type": ctype, "message": msg}
        elif ctype in (CALLBACK_AUTOCOMPLETE, CALLBACK_MODAL, CALLBACK_DEFERRED_UPDATE, CALLBACK_UPDATE_MESSAGE):
            answer["resource"] = {"type": ctype}
        else:
            return error_response(400, f"Invalid interaction callback type {ctype}", 50035)
        if request.query.get("with_response") not in ("1", "true", "True"):
            return web.Response(status=204)
        return json_response(200, answer)

    async def _followup(self, request: web.Request, method: str, app_id: int, token: str, body: dict[str, Any]
                        ) -> web.Response:
        inter = self._find_interaction(None, token)
        if inter is None or app_id != self.application_id:
            return error_response(404, "Unknown Webhook", 10015)
        if method != "POST":
            return error_response(405, "405: Method Not Allowed")
        if not inter.callbacks:
            return error_response(404, "Unknown Webhook", 10015)  # followups need the interaction acknowledged
        bad = self._check_message_body(f"followup of /{inter.name}", body)
        if bad is not None:
            return bad
        cid = int(inter.payload["channel_id"])
        msg = self._bot_message(cid, body, webhook_id=self.application_id, interaction=inter)
        inter.followups.append(msg)
        self.messages[int(msg["id"])] = msg
        self.posted.append(Posted("followup", cid, body, msg, time.monotonic(), inter))
        if request.query.get("wait") in ("false", "False", "0"):
            return web.Response(status=204)
        return json_response(200, msg)

    async def _webhook_message(self, method: str, app_id: int, token: str, which: str, body: dict[str, Any]
                               ) -> web.Response:
        inter = self._find_interaction(None, token)
        if inter is None or app_id != self.application_id:
            return error_response(404, "Unknown Webhook", 10015)
        if which == "@original":
            msg = inter.original
        else:
            msg = next((f for f in inter.followups if f["id"] == which), None)
        if msg is None:
            return error_response(404, "Unknown Message", 10008)
        if method == "GET":
            return json_response(200, msg)
        if method == "DELETE":
            if which == "@original":
                inter.original = None
            else:
                inter.followups.remove(msg)
            return web.Response(status=204)
        if method == "PATCH":
            merged = {**msg, **{k: v for k, v in body.items() if k in ("content", "embeds", "components")}}
            merged["embeds"] = [{"type": "rich", **e} for e in merged.get("embeds") or []]
            bad = self._check_message_body(f"edit of /{inter.name} response", merged)
            if bad is not None:
                return bad
            msg.update(merged)
            msg["flags"] = int(msg.get("flags", 0)) & ~FLAG_LOADING
            msg["edited_timestamp"] = iso()
            if which == "@original":
                inter.original_edits += 1
            self.posted.append(Posted("original" if which == "@original" else "edit",
                                      int(inter.payload["channel_id"]), body, dict(msg), time.monotonic(), inter))
            return json_response(200, msg)
        return error_response(405, "405: Method Not Allowed")


_NAME_RE = re.compile(r"^[-_\w]{1,32}$")


def _validate_commands(body: list[dict[str, Any]]) -> list[str]:
    """The checks Discord applies to a bulk command overwrite that matter for a bot's own definitions."""
    problems: list[str] = []
    seen: set[tuple[str, int]] = set()
    if len(body) > 100:
        problems.append(f"{len(body)} commands > 100")
    for cmd in body:
        ctype = int(cmd.get("type", 1))
        name = cmd.get("name", "")
        key = (name, ctype)
        if key in seen:
            problems.append(f"duplicate command {name!r}")
        seen.add(key)
        if ctype == 1:
            if not _NAME_RE.match(name) or name != name.lower():
                problems.append(f"invalid slash command name {name!r}")
            if not 1 <= len(cmd.get("description") or "") <= 100:
                problems.append(f"/{name}: description must be 1-100 characters")
            problems += _validate_options(f"/{name}", cmd.get("options") or [])
        elif not 1 <= len(name) <= 32:
            problems.append(f"context menu name {name!r} must be 1-32 characters")
    return problems


def _validate_options(where: str, options: list[dict[str, Any]]) -> list[str]:
    problems = []
    if len(options) > 25:
        problems.append(f"{where}: > 25 options")
    required_done = False
    for opt in options:
        name = opt.get("name", "")
        if not _NAME_RE.match(name) or name != name.lower():
            problems.append(f"{where}: invalid option name {name!r}")
        if not 1 <= len(opt.get("description") or "") <= 100:
            problems.append(f"{where} {name}: description must be 1-100 characters")
        if int(opt.get("type", 0)) in (OPT_SUB_COMMAND, OPT_SUB_COMMAND_GROUP):
            problems += _validate_options(f"{where} {name}", opt.get("options") or [])
        else:
            if opt.get("required") and required_done:
                problems.append(f"{where}: required option {name!r} after an optional one")
            if not opt.get("required"):
                required_done = True
    return problems


def _redact(d: Any) -> Any:
    """IDENTIFY/RESUME payload without the token (the recorded ops end up in failure messages)."""
    if isinstance(d, dict) and "token" in d:
        return {**d, "token": "<redacted>"}
    return d
