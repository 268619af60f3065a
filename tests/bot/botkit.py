"""Test kit for bot tests: recording fakes of Discord's HTTP API, payload builders and a bot environment.

No network at all: the bot's HTTPClient and the interaction webhook adapter are replaced by recorders that
keep every request (method, path, JSON body) and answer with plausible Discord payloads. Gateway events are
fed through the bot's real ConnectionState (`parse_message_create`, `parse_interaction_create`).
"""

from __future__ import annotations

import asyncio
import datetime as dt
import itertools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord
from discord.http import HTTPClient, Route
from discord.webhook.async_ import AsyncWebhookAdapter

from bot.client import StoryBot
from bot.events import QuestionEvent
from bot.settings import Settings
from knowledge.index import FactIndex

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ROOT / "seeds"

APP_ID = 900000000000000001
BOT_ID = APP_ID
GUILD_ID = 900000000000000010
BOT_ROLE_ID = 900000000000000011
GENERAL_ID = 900000000000000020  # an ordinary text channel
ANSWERS_ID = 900000000000000021  # an answer channel
DM_ID = 900000000000000030
ASKER_ID = 900000000000000100
OTHER_ID = 900000000000000101

_ids = itertools.count(1)


def snowflake() -> int:
    """A fresh snowflake for the current time."""
    return discord.utils.time_snowflake(dt.datetime.now(dt.UTC)) + next(_ids)


def user_payload(user_id: int = ASKER_ID, name: str = "asker", *, bot: bool = False) -> dict[str, Any]:
    """A Discord user object."""
    return {"id": str(user_id), "username": name, "discriminator": "0", "global_name": name.title(),
            "avatar": None, "bot": bot, "public_flags": 0}


def member_payload(user_id: int = ASKER_ID, name: str = "asker", *, roles: list[int] | None = None,
                   permissions: str = "0") -> dict[str, Any]:
    """A guild member object (with the user)."""
    return {"user": user_payload(user_id, name, bot=user_id == BOT_ID), "roles": [str(r) for r in roles or []],
            "joined_at": "2026-01-01T00:00:00+00:00", "deaf": False, "mute": False, "flags": 0,
            "permissions": permissions}


def channel_payload(channel_id: int, name: str) -> dict[str, Any]:
    """A guild text channel object."""
    return {"id": str(channel_id), "type": 0, "guild_id": str(GUILD_ID), "name": name, "position": 0,
            "permission_overwrites": [], "nsfw": False, "parent_id": None, "topic": None,
            "rate_limit_per_user": 0, "last_message_id": None}


def guild_payload() -> dict[str, Any]:
    """A guild with a general channel, an answer channel, @everyone and the bot's managed role."""
    everyone = {"id": str(GUILD_ID), "name": "@everyone", "permissions": "1024", "position": 0, "color": 0,
                "hoist": False, "managed": False, "mentionable": False, "flags": 0}
    bot_role = {"id": str(BOT_ROLE_ID), "name": "Story Bot", "permissions": "84992", "position": 1, "color": 0,
                "hoist": False, "managed": True, "mentionable": False, "flags": 0,
                "tags": {"bot_id": str(BOT_ID)}}
    return {"id": str(GUILD_ID), "name": "Newsroom", "owner_id": str(OTHER_ID), "roles": [everyone, bot_role],
            "channels": [channel_payload(GENERAL_ID, "general"), channel_payload(ANSWERS_ID, "ask-the-bot")],
            "members": [member_payload(BOT_ID, "storybot", roles=[BOT_ROLE_ID])], "member_count": 3,
            "emojis": [], "stickers": [], "features": [], "threads": [], "voice_states": [], "presences": [],
            "large": False, "unavailable": False, "icon": None, "splash": None, "discovery_splash": None,
            "banner": None, "description": None, "verification_level": 0, "default_message_notifications": 0,
            "explicit_content_filter": 0, "mfa_level": 0, "premium_tier": 0, "preferred_locale": "en-US",
            "nsfw_level": 0, "premium_progress_bar_enabled": False, "joined_at": "2026-01-01T00:00:00+00:00"}


def message_payload(content: str, *, channel_id: int = GENERAL_ID, guild: bool = True, author_id: int = ASKER_ID,
                    author_name: str = "asker", bot: bool = False, mentions: list[int] = (),
                    mention_roles: list[int] = (), mention_everyone: bool = False, message_id: int | None = None,
                    webhook_id: int | None = None, msg_type: int = 0) -> dict[str, Any]:
    """A MESSAGE_CREATE payload."""
    data: dict[str, Any] = {
        "id": str(message_id or snowflake()), "channel_id": str(channel_id if guild else DM_ID),
        "author": user_payload(author_id, author_name, bot=bot), "content": content,
        "timestamp": dt.datetime.now(dt.UTC).isoformat(), "edited_timestamp": None, "tts": False,
        "mention_everyone": mention_everyone,
        "mentions": [user_payload(uid, "storybot" if uid == BOT_ID else f"user{uid % 1000}", bot=uid == BOT_ID)
                     for uid in mentions],
        "mention_roles": [str(r) for r in mention_roles], "attachments": [], "embeds": [], "pinned": False,
        "type": msg_type, "flags": 0, "components": [],
    }
    if guild:
        data["guild_id"] = str(GUILD_ID)
        data["member"] = {k: v for k, v in member_payload(author_id, author_name).items() if k != "user"}
    if webhook_id:
        data["webhook_id"] = str(webhook_id)
    return data


def interaction_payload(data: dict[str, Any], *, kind: int = 2, guild: bool = True, channel_id: int = GENERAL_ID,
                        user_id: int = ASKER_ID, permissions: str = "2048") -> dict[str, Any]:
    """An INTERACTION_CREATE payload (kind 2 = command, 4 = autocomplete)."""
    payload: dict[str, Any] = {
        "id": str(snowflake()), "application_id": str(APP_ID), "type": kind, "token": "interaction-token",
        "version": 1, "data": data, "locale": "en-US", "app_permissions": "84992", "entitlements": [],
        "authorizing_integration_owners": {"0": str(GUILD_ID)} if guild else {"1": str(user_id)},
        "context": 0 if guild else 1, "attachment_size_limit": 8 * 1024 * 1024,
    }
    if guild:
        payload["guild_id"] = str(GUILD_ID)
        payload["guild_locale"] = "en-US"
        payload["channel"] = channel_payload(channel_id, "general")
        payload["channel_id"] = str(channel_id)
        payload["member"] = member_payload(user_id, permissions=permissions)
    else:
        payload["channel"] = {"id": str(DM_ID), "type": 1, "recipients": [user_payload(user_id)]}
        payload["channel_id"] = str(DM_ID)
        payload["user"] = user_payload(user_id)
    return payload


def slash(name: str, options: dict[str, Any] | None = None, *, focused: str | None = None,
          **kwargs: Any) -> dict[str, Any]:
    """An interaction payload for `/name option:value…` (autocomplete when `focused` names an option)."""
    opts = []
    for key, value in (options or {}).items():
        opt = {"name": key, "type": 4 if isinstance(value, int) else 3, "value": value}
        if key == focused:
            opt["focused"] = True
        opts.append(opt)
    data = {"id": str(APP_ID + 5), "name": name, "type": 1, "options": opts}
    return interaction_payload(data, kind=4 if focused else 2, **kwargs)


def context_menu(target: dict[str, Any], name: str = "Answer with sources", **kwargs: Any) -> dict[str, Any]:
    """An interaction payload for the message command `name` on the `target` message payload."""
    data = {"id": str(APP_ID + 6), "name": name, "type": 3, "target_id": target["id"],
            "resolved": {"messages": {target["id"]: target}}}
    return interaction_payload(data, **kwargs)


@dataclass
class Call:
    """One recorded HTTP request."""

    method: str
    path: str
    json: dict[str, Any] | None
    via: str  # "http" (bot token) or "webhook" (interaction token)

    @property
    def message(self) -> dict[str, Any]:
        """The message part of the body (interaction callbacks wrap it in `data`)."""
        body = self.json or {}
        return body.get("data") or {} if self.path.endswith("/callback") else body

    @property
    def ephemeral(self) -> bool:
        """True when the message was sent with the ephemeral flag."""
        return bool(int(self.message.get("flags") or 0) & 64)

    @property
    def text(self) -> str:
        """Everything a reader would see: content plus every embed's text."""
        msg = self.message
        parts = [msg.get("content") or ""]
        for e in msg.get("embeds") or []:
            parts += [e.get("title") or "", e.get("description") or "", (e.get("footer") or {}).get("text") or ""]
            for f in e.get("fields") or []:
                parts += [f.get("name") or "", f.get("value") or ""]
        return "\n".join(p for p in parts if p)


@dataclass
class Recorder:
    """Every request the bot made, in order."""

    calls: list[Call] = field(default_factory=list)

    def reply_payload(self, route: Route, body: dict[str, Any] | None) -> Any:
        """What Discord would answer."""
        body = body or {}
        if route.method == "POST" and route.path.endswith("/callback"):
            return {"interaction": {"id": str(route.webhook_id), "type": body.get("type", 4)}}
        if route.method in ("POST", "PATCH") and ("/messages" in route.path or "/webhooks/" in route.path):
            channel_id = getattr(route, "channel_id", None) or GENERAL_ID
            return {"id": str(snowflake()), "channel_id": str(channel_id), "author": user_payload(BOT_ID, "storybot",
                                                                                                  bot=True),
                    "content": body.get("content") or "", "embeds": body.get("embeds") or [],
                    "timestamp": dt.datetime.now(dt.UTC).isoformat(), "edited_timestamp": None,
                    "tts": False, "mention_everyone": False, "mentions": [], "mention_roles": [], "attachments": [],
                    "pinned": False, "type": 0, "flags": body.get("flags", 0), "components": []}
        if route.method == "PUT" and route.path.endswith("/commands"):
            return [dict(c, id=str(snowflake()), application_id=str(APP_ID), version="1") for c in body or []]
        return {}

    def record(self, route: Route, body: Any, via: str) -> Any:
        """Keep one request and return the canned response."""
        self.calls.append(Call(route.method, route.path, body if isinstance(body, dict) else None, via))
        return self.reply_payload(route, body)

    @property
    def sent(self) -> list[Call]:
        """Requests that put a message in front of someone (channel messages, responses, follow-ups)."""
        return [c for c in self.calls if c.method == "POST" and (
            c.path.endswith("/messages") or c.path.endswith("/callback") and (c.json or {}).get("type") == 4
            or c.path == "/webhooks/{webhook_id}/{webhook_token}")]

    def clear(self) -> None:
        """Forget the requests so far."""
        self.calls.clear()


class RecordingHTTP(HTTPClient):
    """The bot's HTTP client with `request` replaced by the recorder: no network."""

    def __init__(self, recorder: Recorder, loop: asyncio.AbstractEventLoop) -> None:
        """A client that never opens a session."""
        super().__init__(loop)
        self.recorder = recorder

    async def request(self, route: Route, *, files: Any = None, form: Any = None, **kwargs: Any) -> Any:
        """Record the request and answer it."""
        return self.recorder.record(route, kwargs.get("json"), "http")


class RecordingWebhookAdapter(AsyncWebhookAdapter):
    """The interaction-response/follow-up adapter with `request` replaced by the recorder."""

    def __init__(self, recorder: Recorder) -> None:
        """Keep the recorder."""
        super().__init__()
        self.recorder = recorder

    async def request(self, route: Route, session: Any = None, *, payload: Any = None, **kwargs: Any) -> Any:
        """Record the request and answer it."""
        return self.recorder.record(route, payload, "webhook")


class _FixedContext:
    """Stands in for the ContextVar holding the webhook adapter."""

    def __init__(self, adapter: AsyncWebhookAdapter) -> None:
        """Always the same adapter."""
        self.adapter = adapter

    def get(self, default: Any = None) -> AsyncWebhookAdapter:
        """The recording adapter."""
        return self.adapter


class StubIndex:
    """A stand-in for FactIndex answering every question with a given Answer (for bot-layer edge cases)."""

    def __init__(self, answer: Any, real: FactIndex | None = None) -> None:
        """Answer with `answer` (an Answer, or a callable question -> Answer)."""
        self._answer = answer
        self.real = real
        self.asked: list[str] = []

    def answer(self, question: str) -> Any:
        """The canned answer."""
        self.asked.append(question)
        return self._answer(question) if callable(self._answer) else self._answer.model_copy(
            update={"question": question})

    def __getattr__(self, name: str) -> Any:
        """Everything else from the real index."""
        if self.real is None:
            raise AttributeError(name)
        return getattr(self.real, name)


@dataclass
class BotEnv:
    """A StoryBot with recording HTTP, one guild, and helpers to feed it events."""

    bot: StoryBot
    recorder: Recorder
    events: list[QuestionEvent]
    errors: list[tuple[str, BaseException]]

    @property
    def sent(self) -> list[Call]:
        """Messages, responses and follow-ups sent so far."""
        return self.recorder.sent

    async def settle(self, before: set[asyncio.Task]) -> None:
        """Wait for every task started since `before` (event listeners, command invocations…)."""
        me = asyncio.current_task()
        for _ in range(50):
            pending = [t for t in asyncio.all_tasks() if t not in before and t is not me and not t.done()
                       and "timeout_task" not in t.get_coro().__qualname__]  # a view's own expiry timer
            if not pending:
                return
            await asyncio.wait(pending, timeout=5)

    async def message(self, content: str, **kwargs: Any) -> dict[str, Any]:
        """Deliver a MESSAGE_CREATE and wait until the bot has handled it; returns the payload."""
        payload = message_payload(content, **kwargs)
        before = set(asyncio.all_tasks())
        self.bot._connection.parse_message_create(payload)
        await self.settle(before)
        return payload

    async def interact(self, payload: dict[str, Any]) -> dict[str, Any]:
        """Deliver an INTERACTION_CREATE and wait until the command (and its error handler) finished."""
        before = set(asyncio.all_tasks())
        self.bot._connection.parse_interaction_create(payload)
        await self.settle(before)
        return payload

    def use_index(self, index: Any) -> None:
        """Swap the bot's index the way moderators do: plain assignment."""
        self.bot.index = index


def make_settings(**overrides: Any) -> Settings:
    """Settings independent of the environment and .env."""
    base: dict[str, Any] = dict(discord_token=None, dev_guild_ids=[], answer_channel_ids=[ANSWERS_ID],
                                moderator_role_ids=[], message_content_intent=True, cooldown_rate=3,
                                cooldown_seconds=30.0, cache_dir="")  # no digest cache unless a test asks
    base.update(overrides)
    return Settings(_env_file=None, **base)


def env_settings(**env: str) -> Settings:
    """Settings from these environment values only (names as in the environment: SHARD_COUNT="2")."""
    return Settings(_env_file=None, **{k.lower(): v for k, v in env.items()})
