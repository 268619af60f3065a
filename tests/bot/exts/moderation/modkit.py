"""Test kit for the moderation cogs: a StoryBot with the moderation extension, a fake http, a guild with roles.

Moderator commands run through discord.py's own command tree with real Interaction/Member objects. No network:
the ConnectionState's ``http`` is ``Recorder``, a small fake that records calls and serves attachment downloads;
the same object stands in for the webhook adapter interaction responses use. The ``env`` fixture (conftest.py)
builds one ``Env`` per test.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from pathlib import Path
from typing import Any

import discord

from bot.client import StoryBot
from bot.events import QuestionEvent
from knowledge.index import FactIndex
from knowledge.models import Answer, FactRef
from tests.digests import ALPHA

APP_ID = 99
OWNER_ID = 700000000000000777
MOD_ROLE = 555
OTHER_ROLE = 556
MANAGER_ROLE = 557
_ids = itertools.count(1_200_000_000_000_000_000)


def snowflake() -> int:
    """A fresh id."""
    return next(_ids)


class Recorder:
    """The fake ``http`` of the ConnectionState and the webhook adapter: records, never touches a network."""

    def __init__(self) -> None:
        """Nothing recorded yet."""
        self.calls: list[tuple[str, Any, list[str]]] = []
        self.cdn: dict[str, bytes] = {}
        self.proxy = None
        self.proxy_auth = None
        self.token = "fake-token"
        self._HTTPClient__session = None  # read by Interaction.__init__

    async def get_from_cdn(self, url: str) -> bytes:
        """Serve an attachment download."""
        self.calls.append(("cdn", url, []))
        return self.cdn[url]

    @staticmethod
    def _payload(payload: dict[str, Any] | None, multipart: list[dict[str, Any]] | None) -> dict[str, Any]:
        """The JSON payload, also when files made it multipart."""
        if payload is None and multipart:
            return json.loads(multipart[0]["value"])
        return payload or {}

    async def create_interaction_response(self, interaction_id: int, token: str, *, session: Any,
                                          proxy: Any = None, proxy_auth: Any = None, params: Any) -> dict[str, Any]:
        """Record an interaction callback (reply or defer)."""
        self.calls.append(("response", self._payload(params.payload, params.multipart),
                           [f.filename for f in params.files or []]))
        return {"interaction": {"id": str(interaction_id), "type": 2}}

    async def execute_webhook(self, webhook_id: int, token: str, *, session: Any, proxy: Any = None,
                              proxy_auth: Any = None, payload: dict[str, Any] | None = None,
                              multipart: list[dict[str, Any]] | None = None, files: Any = None,
                              thread_id: int | None = None, wait: bool = False,
                              with_components: bool = False) -> dict[str, Any]:
        """Record a followup message."""
        body = self._payload(payload, multipart)
        self.calls.append(("followup", body, [f.filename for f in files or []]))
        return message_payload(snowflake(), content=body.get("content", ""), embeds=body.get("embeds", []),
                               flags=body.get("flags", 0))

    def replies(self) -> list[dict[str, Any]]:
        """Payloads of responses and followups that carry a message (not bare defers)."""
        out = []
        for kind, body, _ in self.calls:
            if kind == "followup" or (kind == "response" and body.get("type") == 4):
                out.append(body if kind == "followup" else body.get("data", {}))
        return out

    def last_text(self) -> str:
        """Content plus embed texts of the last reply."""
        body = self.replies()[-1]
        parts = [body.get("content") or ""]
        for e in body.get("embeds", []):
            parts += [e.get("title", ""), e.get("description", "")]
            parts += [f"{f['name']}: {f['value']}" for f in e.get("fields", [])]
            parts.append(e.get("footer", {}).get("text", ""))
        return "\n".join(parts)

    def last_is_ephemeral(self) -> bool:
        """Whether the last reply was ephemeral."""
        return bool(self.replies()[-1].get("flags", 0) & 64)


def message_payload(message_id: int, *, content: str = "", embeds: list | None = None, flags: int = 0,
                    components: list | None = None, channel_id: int = 1) -> dict[str, Any]:
    """A message as Discord sends it."""
    return {"id": str(message_id), "channel_id": str(channel_id), "type": 0, "content": content,
            "author": {"id": str(APP_ID), "username": "storybot", "discriminator": "0", "avatar": None, "bot": True},
            "attachments": [], "embeds": embeds or [], "mentions": [], "mention_roles": [], "pinned": False,
            "mention_everyone": False, "tts": False, "timestamp": "2026-09-10T12:00:00+00:00",
            "edited_timestamp": None, "flags": flags, "components": components or []}


def role_payload(role_id: int, name: str, permissions: int, position: int) -> dict[str, Any]:
    """A role."""
    return {"id": str(role_id), "name": name, "permissions": str(permissions), "position": position, "color": 0,
            "hoist": False, "managed": False, "mentionable": False}


class Env:
    """A StoryBot with the moderation extension, a fake http, a guild and payload builders."""

    def __init__(self, bot: StoryBot, rec: Recorder, seeds: Path, data: Path) -> None:
        """Keep the parts."""
        self.bot, self.rec, self.seeds, self.data = bot, rec, seeds, data
        self.state = bot._connection
        self.guild_id = snowflake()
        self.channel_id = snowflake()
        everyone = role_payload(self.guild_id, "@everyone", discord.Permissions(send_messages=True).value, 0)
        self.guild = discord.Guild(data={
            "id": str(self.guild_id), "name": "Story fans", "owner_id": str(snowflake()), "member_count": 3,
            "roles": [everyone, role_payload(MOD_ROLE, "story mods", 0, 1), role_payload(OTHER_ROLE, "fans", 0, 2),
                      role_payload(MANAGER_ROLE, "managers", discord.Permissions(manage_guild=True).value, 3)],
            "channels": [], "members": []}, state=self.state)
        self.state._add_guild(self.guild)

    def member_payload(self, *, roles: tuple[int, ...] = (), permissions: int = 0, user_id: int | None = None) -> dict:
        """A guild member as an interaction carries it (``permissions``: resolved in the channel)."""
        uid = user_id or snowflake()
        return {"user": {"id": str(uid), "username": f"user{uid % 1000}", "discriminator": "0", "avatar": None,
                         "global_name": None},
                "roles": [str(r) for r in roles], "joined_at": "2026-01-01T00:00:00+00:00", "deaf": False,
                "mute": False, "flags": 0, "permissions": str(permissions)}

    def member(self, **kwargs: Any) -> discord.Member:
        """A real discord.Member of the guild."""
        return discord.Member(data=self.member_payload(**kwargs), guild=self.guild, state=self.state)

    def interaction(self, data: dict[str, Any], *, type: int = 2, member: dict | None = None,
                    message: dict | None = None, guild: bool = True) -> discord.Interaction:
        """A real discord.Interaction from a payload."""
        payload: dict[str, Any] = {
            "id": str(snowflake()), "application_id": str(APP_ID), "type": type, "token": "interaction-token",
            "version": 1, "locale": "en-US", "entitlements": [], "authorizing_integration_owners": {},
            "attachment_size_limit": 10 * 1024 * 1024, "app_permissions": "0", "data": data,
            "channel": {"id": str(self.channel_id), "type": 0, "guild_id": str(self.guild_id), "name": "general",
                        "position": 0, "permission_overwrites": []},
            "channel_id": str(self.channel_id),
        }
        if guild:
            payload["guild_id"] = str(self.guild_id)
            payload["guild_locale"] = "en-US"
            payload["member"] = member or self.member_payload()
        else:
            payload["channel"] = {"id": str(self.channel_id), "type": 1}
            payload["user"] = (member or self.member_payload())["user"]
        if message is not None:
            payload["message"] = message
        return discord.Interaction(data=payload, state=self.state)

    def mod(self) -> dict:
        """A member with the moderator role (no permissions)."""
        return self.member_payload(roles=(MOD_ROLE,))

    def owner_mod(self) -> dict:
        """A moderator who is also one of the bot's owners (OWNER_IDS): may change the shared digests."""
        return self.member_payload(roles=(MOD_ROLE,), user_id=OWNER_ID)

    def fan(self) -> dict:
        """A member with neither Manage Server nor a moderator role."""
        return self.member_payload(roles=(OTHER_ROLE,), permissions=discord.Permissions(send_messages=True).value)

    async def slash(self, name: str, options: list[dict] | None = None, *, member: dict | None = None,
                    resolved: dict | None = None, subcommand: str | None = None,
                    shared: bool | None = None) -> discord.Interaction:
        """Run a slash command through the bot's tree, as Discord would deliver it.

        /refresh, /digest add and /digest remove change the shared digests (the seeds folder these tests
        check) by default here: with ``shared: True``, run by an owner unless ``member`` says otherwise.
        """
        opts = list(options or [])
        if shared is None:
            shared = name == "refresh" or (name == "digest" and subcommand in ("add", "remove"))
        if shared:
            opts.append({"name": "shared", "type": 5, "value": True})
            member = member or self.owner_mod()
        if subcommand is not None:
            opts = [{"name": subcommand, "type": 1, "options": opts}]
        data: dict[str, Any] = {"id": str(snowflake()), "name": name, "type": 1, "options": opts}
        if resolved:
            data["resolved"] = resolved
        interaction = self.interaction(data, member=member or self.mod())
        await self.bot.tree._call(interaction)
        return interaction

    async def upload(self, filename: str, data: bytes, *, content_type: str | None = "text/plain; charset=utf-8",
                     size: int | None = None, replace: bool | None = None,
                     member: dict | None = None, shared: bool | None = None) -> discord.Interaction:
        """/digest add with an attachment served by the fake CDN."""
        att_id = snowflake()
        url = f"https://cdn.example.invalid/attachments/{att_id}/{filename}"
        self.rec.cdn[url] = data
        att: dict[str, Any] = {"id": str(att_id), "filename": filename, "size": len(data) if size is None else size,
                               "url": url, "proxy_url": url}
        if content_type is not None:
            att["content_type"] = content_type
        options: list[dict[str, Any]] = [{"name": "file", "type": 11, "value": str(att_id)}]
        if replace is not None:
            options.append({"name": "replace", "type": 5, "value": replace})
        return await self.slash("digest", options, subcommand="add", member=member, shared=shared,
                                resolved={"attachments": {str(att_id): att}})

    def listing(self) -> dict[str, bytes]:
        """Every file in the seeds folder (hidden ones too) with its bytes."""
        return {p.name: p.read_bytes() for p in sorted(self.seeds.iterdir())}


def answered(question: str) -> Answer:
    """An answer citing one fact."""
    fact = FactIndex.from_texts({"alpha.txt": ALPHA}).facts[3]
    return Answer(question=question, answered=True, answer=fact.text, confidence=0.9, facts=[FactRef.of(fact)])


def abstained(question: str, suggestion: str = "Marin") -> Answer:
    """An answer that says the digests don't know."""
    return Answer(question=question, answered=False, answer="The digests don't say.", confidence=0.0,
                  suggestions=[suggestion])


async def ask(env: Env, question: str, answer: Answer, user_id: int, *, view_first: bool = True) -> Any:
    """What the bot core does per question: make the view, reply, dispatch question_answered."""
    cog = env.bot.get_cog("Insights")
    view = env.bot.make_view(question, answer, user_id) if view_first else None
    event = QuestionEvent(question=question, answer=answer, guild_id=env.guild_id, channel_id=env.channel_id,
                          user_id=user_id, surface="slash", latency_ms=12.5)
    await cog.on_question_answered(event)
    if not view_first:
        view = env.bot.make_view(question, answer, user_id)
    return view


async def click(env: Env, custom_id: str, member: dict) -> None:
    """A button click on an answer message, dispatched like the gateway does (no view object needed)."""
    row = {"type": 1, "components": [
        {"type": 2, "style": 2, "label": "Helpful", "emoji": {"name": "\N{THUMBS UP SIGN}"},
         "custom_id": custom_id.rsplit(":", 1)[0] + ":up"},
        {"type": 2, "style": 2, "label": "Not helpful", "emoji": {"name": "\N{THUMBS DOWN SIGN}"},
         "custom_id": custom_id.rsplit(":", 1)[0] + ":down"}]}
    message = message_payload(snowflake(), content="answer", components=[row], channel_id=env.channel_id)
    interaction = env.interaction({"custom_id": custom_id, "component_type": 2}, type=3, member=member,
                                  message=message)
    before = len(env.rec.calls)
    env.bot._connection._view_store.dispatch_view(2, custom_id, interaction)
    for _ in range(1000):  # bounded: 10 s
        if len(env.rec.calls) > before:
            return
        await asyncio.sleep(0.01)
    raise AssertionError("no reply to the button click")
