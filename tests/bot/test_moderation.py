"""Moderator commands run through discord.py's own command tree with real Interaction/Member objects.

No network: the ConnectionState's ``http`` is ``Recorder``, a small fake that records calls and serves
attachment downloads; the same object stands in for the webhook adapter interaction responses use.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import random
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import discord.interactions
import discord.webhook.async_
import pytest
from discord import app_commands

from bot.client import StoryBot
from bot.events import QuestionEvent
from bot.exts.moderation.checks import NOT_MODERATOR, NotModerator, check_moderator, is_moderator
from bot.exts.moderation.feedback import VOTE_TEMPLATE, AnswerLinker, FeedbackView
from bot.exts.moderation.uploads import MAX_UPLOAD_BYTES
from bot.settings import Settings
from knowledge.index import FactIndex
from knowledge.models import Answer
from tests.digests import ALPHA, BETA

# tests.digests.BETA inside an episode
BETA = BETA.replace("\n\nMarin released", "\n\nEpisode 1 · Marin opens its pretraining data (2026-08-22, 2 posts)"
                    "\n\nMarin released", 1)

GAMMA = """Marin Joins Open Athena

Marin has joined the Open Athena community of open research labs.

Confirmed

• Open Athena now hosts Marin's training dashboards (per @dlwh).

• Marin joins Open Athena — dlwh · 2026-09-05
"""

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


class _Adapter:
    """Stands in for the webhook adapter context variable: every get() returns the recorder."""

    def __init__(self, recorder: Recorder) -> None:
        """Wrap the recorder."""
        self.recorder = recorder

    def get(self) -> Recorder:
        """The adapter interaction responses and followups use."""
        return self.recorder


@pytest.fixture
async def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[Env]:
    """A StoryBot over two digests with the moderation extension loaded, offline."""
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "alpha.txt").write_text(ALPHA, encoding="utf-8")
    (seeds / "beta.txt").write_text(BETA, encoding="utf-8")
    data = tmp_path / "data"
    settings = Settings(_env_file=None, seeds_dir=seeds, data_dir=data, watch_interval=0,
                        moderator_role_ids=[MOD_ROLE], retention_days=30, owner_ids=[OWNER_ID])
    bot = StoryBot(settings, index=FactIndex.build(seeds), sync_commands=False)
    rec = Recorder()
    bot._connection.http = rec  # type: ignore[assignment]
    bot._connection.user = discord.ClientUser(state=bot._connection, data={
        "id": str(APP_ID), "username": "storybot", "discriminator": "0", "avatar": None, "bot": True})
    # Interaction responses and followups go through the webhook adapter, not state.http.
    monkeypatch.setattr(discord.webhook.async_, "async_context", _Adapter(rec))
    monkeypatch.setattr(discord.interactions, "async_context", _Adapter(rec))
    await bot.load_extension("bot.exts.moderation")
    try:
        yield Env(bot, rec, seeds, data)
    finally:
        await bot.unload_extension("bot.exts.moderation")


# --- who is a moderator ---------------------------------------------------------------------------------------


async def test_manage_server_permission_makes_a_moderator(env: Env) -> None:
    member = env.member(permissions=discord.Permissions(manage_guild=True).value)
    assert is_moderator(member, [], discord.Permissions(manage_guild=True))
    assert is_moderator(env.member(roles=(MANAGER_ROLE,)), [])  # from the cached guild roles
    interaction = env.interaction({"id": "1", "name": "refresh", "type": 1},
                                  member=env.member_payload(permissions=discord.Permissions(manage_guild=True).value))
    assert await check_moderator(interaction) is True


async def test_administrator_is_a_moderator(env: Env) -> None:
    admin = env.member_payload(permissions=discord.Permissions(administrator=True).value)
    assert await check_moderator(env.interaction({"id": "1", "name": "refresh", "type": 1}, member=admin))


async def test_moderator_role_makes_a_moderator(env: Env) -> None:
    member = env.member(roles=(MOD_ROLE,))
    assert not member.guild_permissions.manage_guild
    assert is_moderator(member, [MOD_ROLE])
    assert not is_moderator(member, [])
    assert await check_moderator(env.interaction({"id": "1", "name": "refresh", "type": 1}, member=env.mod()))


async def test_neither_is_refused_with_a_clear_message(env: Env) -> None:
    member = env.member(roles=(OTHER_ROLE,))
    assert not is_moderator(member, [MOD_ROLE], discord.Permissions(send_messages=True))
    with pytest.raises(NotModerator) as info:
        await check_moderator(env.interaction({"id": "1", "name": "refresh", "type": 1}, member=env.fan()))
    assert isinstance(info.value, app_commands.CheckFailure)
    assert "Manage Server" in str(info.value) and "moderator role" in str(info.value)


async def test_direct_messages_are_refused(env: Env) -> None:
    with pytest.raises(NotModerator):
        await check_moderator(env.interaction({"id": "1", "name": "refresh", "type": 1}, guild=False,
                                              member=env.mod()))


async def test_moderator_commands_are_hidden_and_server_only(env: Env) -> None:
    for name in ("refresh", "unanswered", "stats", "digest"):
        command = env.bot.tree.get_command(name)
        assert command is not None, name
        assert command.default_permissions == discord.Permissions(manage_guild=True), name
        assert command.guild_only, name
    digest = env.bot.tree.get_command("digest")
    assert isinstance(digest, app_commands.Group)
    for sub in digest.commands:
        assert any(check.__name__ == "check_moderator" for check in sub.checks), sub.name
    assert any(c.__name__ == "check_moderator" for c in env.bot.tree.get_command("refresh").checks)


@pytest.mark.parametrize("command,subcommand", [("refresh", None), ("unanswered", None), ("stats", None),
                                                ("digest", "list"), ("digest", "remove")])
async def test_non_moderator_gets_an_ephemeral_refusal_and_nothing_changes(env: Env, command: str,
                                                                           subcommand: str | None) -> None:
    before_index, before_files = env.bot.index, env.listing()
    options = [{"name": "name", "type": 3, "value": "alpha.txt"}] if subcommand == "remove" else []
    await env.slash(command, options, subcommand=subcommand, member=env.fan())
    assert env.rec.last_is_ephemeral()
    assert NOT_MODERATOR in env.rec.last_text()
    assert env.bot.index is before_index
    assert env.listing() == before_files
    assert not (env.data / "trash").exists()


async def test_non_moderator_upload_is_refused_before_download(env: Env) -> None:
    before = env.listing()
    await env.upload("gamma.txt", GAMMA.encode(), member=env.fan())
    assert NOT_MODERATOR in env.rec.last_text() and env.rec.last_is_ephemeral()
    assert not any(kind == "cdn" for kind, _, _ in env.rec.calls)
    assert env.listing() == before


# --- /refresh ------------------------------------------------------------------------------------------------


async def test_refresh_swaps_the_index_and_reports_the_diff(env: Env) -> None:
    old = env.bot.index
    before = env.bot.index_refreshed_at
    (env.seeds / "alpha.txt").write_text(ALPHA.replace("13% complete", "15% complete"), encoding="utf-8")
    await env.slash("refresh")
    kinds = [c[0] for c in env.rec.calls]
    assert kinds[:2] == ["response", "followup"]
    assert env.rec.calls[0][1] == {"type": 5, "data": {"flags": 64}}  # deferred, ephemeral
    assert env.rec.last_is_ephemeral()
    text = env.rec.last_text()
    assert "alpha.txt: +0 −0 ~1 fact(s)" in text
    assert "The run is about 13% complete. → The run is about 15% complete." in text
    assert env.bot.index is not old
    assert env.bot.index_refreshed_at > before
    assert any(f.text == "The run is about 15% complete." for f in env.bot.index.facts)


async def test_refresh_with_a_broken_digest_keeps_its_previous_facts(env: Env) -> None:
    beta_facts = {f.id for f in env.bot.index.digests["beta.txt"].facts}
    (env.seeds / "beta.txt").write_bytes(b"Marin\n\xff\xfe\xfd broken bytes\n")
    (env.seeds / "gamma.txt").write_text(GAMMA, encoding="utf-8")
    await env.slash("refresh")
    text = env.rec.last_text()
    assert "Failed to parse, still serving their previous facts: beta.txt" in text
    assert "beta.txt: no fact changes — FAILED to parse; keeping its" in text
    assert "beta.txt:2: not UTF-8 text" in text
    assert "gamma.txt: new digest" in text
    index = env.bot.index
    assert {f.id for f in index.digests["beta.txt"].facts} == beta_facts
    assert "beta.txt" in index.kept
    # Still broken at the next refresh: the facts stay.
    await env.slash("refresh")
    assert {f.id for f in env.bot.index.digests["beta.txt"].facts} == beta_facts
    assert "keeping its" in env.rec.last_text()


async def test_refresh_with_the_seeds_folder_gone_changes_nothing(env: Env) -> None:
    index = env.bot.index
    env.seeds.rename(env.seeds.with_name("elsewhere"))
    await env.slash("refresh")
    assert "Not refreshed" in env.rec.last_text() and "does not exist" in env.rec.last_text()
    assert env.bot.index is index


async def test_refresh_report_attaches_the_full_diff_when_long(env: Env) -> None:
    extra = "\n".join(f"Marin added paragraph {i} with detail number {i * 13}.\n" for i in range(40))
    (env.seeds / "alpha.txt").write_text(ALPHA.replace("\nConfirmed\n", f"\n{extra}\nConfirmed\n"), encoding="utf-8")
    await env.slash("refresh")
    kind, body, files = env.rec.calls[-1]
    assert files == ["refresh-report.txt"]
    assert len(body["embeds"][0]["description"]) <= 4096


# --- /digest add -----------------------------------------------------------------------------------------------


async def test_upload_adds_the_digest_and_refreshes(env: Env) -> None:
    await env.upload("gamma.txt", GAMMA.encode())
    assert (env.seeds / "gamma.txt").read_text(encoding="utf-8") == GAMMA
    assert "gamma.txt" in env.bot.index.digests
    text = env.rec.last_text()
    assert env.rec.last_is_ephemeral()
    assert "Added **gamma.txt**" in text and "gamma.txt: new digest" in text
    assert not [p for p in env.seeds.iterdir() if p.name.startswith(".")]  # no temp file left behind


async def test_upload_with_unknown_content_type_and_decodable_bytes_is_accepted(env: Env) -> None:
    await env.upload("gamma.txt", GAMMA.encode(), content_type=None)
    assert "gamma.txt" in env.bot.index.digests


REFUSALS = [
    ("too big", "gamma.txt", GAMMA.encode(), {"size": MAX_UPLOAD_BYTES + 1}, "too big"),
    ("really big", "gamma.txt", GAMMA.encode() + b"x" * MAX_UPLOAD_BYTES, {}, "too big"),
    ("not utf-8", "gamma.txt", GAMMA.encode("utf-16"), {}, "not UTF-8"),
    ("latin-1", "gamma.txt", "Caf\u00e9 news\n\nSummary with caf\u00e9.\n".encode("latin-1"), {}, "not UTF-8"),
    ("parent path", "../x.txt", GAMMA.encode(), {}, "without folders or path separators"),
    ("dotfile", ".env", b"DISCORD_TOKEN=x\n", {}, "must not start with a dot"),
    ("dots", "a..txt", GAMMA.encode(), {}, "must not contain '..'"),
    ("backslash", "..\\x.txt", GAMMA.encode(), {}, "path separators"),
    ("spaces", "my digest.txt", GAMMA.encode(), {}, "may only use letters"),
    ("not txt", "gamma.md", GAMMA.encode(), {}, "must end in .txt"),
    ("image", "gamma.txt", GAMMA.encode(), {"content_type": "image/png"}, "is not text"),
    ("binary", "gamma.txt", b"Title\x00\x01\x02", {"content_type": None}, "binary"),
    ("no facts", "gamma.txt", b"Just a title line\n", {}, "does not parse cleanly"),
    ("problems", "gamma.txt", GAMMA.replace("Confirmed\n", "Mystery Block\n\nodd line\n\nConfirmed\n").encode(), {},
     "does not parse cleanly"),
    ("exists", "alpha.txt", GAMMA.encode(), {}, "already exists"),
    ("exists, replace false", "beta.txt", GAMMA.encode(), {"replace": False}, "already exists"),
]


@pytest.mark.parametrize("label,filename,data,kwargs,reason", REFUSALS, ids=[r[0] for r in REFUSALS])
async def test_refused_uploads_leave_the_seeds_folder_unchanged(env: Env, label: str, filename: str, data: bytes,
                                                                kwargs: dict, reason: str) -> None:
    before_files, before_index = env.listing(), env.bot.index
    await env.upload(filename, data, **kwargs)
    text = env.rec.last_text()
    assert env.rec.last_is_ephemeral()
    assert "Not added" in text and reason in text, text
    assert "The seeds folder is unchanged." in text
    assert env.listing() == before_files
    assert env.bot.index is before_index
    assert not (env.seeds.parent / "x.txt").exists()


async def test_refusal_lists_problems_as_file_line(env: Env) -> None:
    broken = GAMMA.replace("Confirmed\n", "Mystery Block\n\nodd line\n\nConfirmed\n")
    await env.upload("gamma.txt", broken.encode())
    assert "gamma.txt:5: unknown section header 'Mystery Block'" in env.rec.last_text()


async def test_too_big_upload_is_not_downloaded(env: Env) -> None:
    await env.upload("gamma.txt", GAMMA.encode(), size=MAX_UPLOAD_BYTES + 1)
    assert not any(kind == "cdn" for kind, _, _ in env.rec.calls)


async def test_upload_can_replace_an_existing_digest(env: Env) -> None:
    new_alpha = ALPHA.replace("CoreWeave", "CoreWeave and Lambda")
    await env.upload("alpha.txt", new_alpha.encode(), replace=True)
    assert (env.seeds / "alpha.txt").read_text(encoding="utf-8") == new_alpha
    text = env.rec.last_text()
    assert "Replaced **alpha.txt**" in text and "~1" in text
    kept = list((env.data / "trash").glob("*_alpha.txt"))  # the old version, as /digest remove would keep it
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == ALPHA and kept[0].name in text


async def test_names_in_replies_are_escaped(env: Env) -> None:
    await env.upload("__init__.txt", b"Just a title line\n")
    text = env.rec.last_text()
    assert "\\_\\_init\\_\\_.txt" in text


# --- /digest list and remove -------------------------------------------------------------------------------------


async def test_digest_list_shows_counts_and_dates(env: Env) -> None:
    await env.slash("digest", subcommand="list")
    text = env.rec.last_text()
    assert env.rec.last_is_ephemeral()
    assert "2 digest(s)" in text
    alpha = env.bot.index.digests["alpha.txt"]
    assert f"{len(alpha.facts)} facts · 2 sources · 0 episodes · 2026-09-03 → 2026-09-04" in text
    assert "1 episodes · 2026-08-22" in text


async def test_digest_remove_moves_to_timestamped_trash_and_refreshes(env: Env) -> None:
    await env.slash("digest", [{"name": "name", "type": 3, "value": "alpha.txt"}], subcommand="remove")
    assert not (env.seeds / "alpha.txt").exists()
    trash = env.data / "trash"
    first = sorted(trash.iterdir())
    assert len(first) == 1 and first[0].name.endswith("_alpha.txt") and first[0].read_text() == ALPHA
    assert "alpha.txt" not in env.bot.index.digests
    text = env.rec.last_text()
    assert "alpha.txt: removed" in text and "to the trash" in text
    # The same name again, within the same second: nothing in the trash is overwritten.
    await env.upload("alpha.txt", ALPHA.replace("CoreWeave", "Lambda").encode())
    await env.slash("digest", [{"name": "name", "type": 3, "value": "alpha.txt"}], subcommand="remove")
    assert len(list(trash.iterdir())) == 2


@pytest.mark.parametrize("name,reason", [("missing.txt", "no digest file named"), ("../beta.txt", "path separators"),
                                         (".env", "must not start with a dot")])
async def test_digest_remove_refusals(env: Env, name: str, reason: str) -> None:
    before = env.listing()
    await env.slash("digest", [{"name": "name", "type": 3, "value": name}], subcommand="remove")
    assert reason in env.rec.last_text() and "Not removed" in env.rec.last_text()
    assert env.listing() == before


async def test_digest_name_autocomplete(env: Env) -> None:
    async def complete(member: dict, typed: str, shared: bool = True) -> list[dict]:
        data = {"id": str(snowflake()), "name": "digest", "type": 1, "options": [
            {"name": "remove", "type": 1, "options": [{"name": "name", "type": 3, "value": typed, "focused": True},
                                                      {"name": "shared", "type": 5, "value": shared}]}]}
        env.rec.calls.clear()
        await env.bot.tree._call(env.interaction(data, type=4, member=member))
        return env.rec.calls[-1][1]["data"]["choices"]

    assert [c["value"] for c in await complete(env.owner_mod(), "")] == ["alpha.txt", "beta.txt"]
    assert [c["value"] for c in await complete(env.owner_mod(), "BET")] == ["beta.txt"]
    assert await complete(env.fan(), "") == []
    assert await complete(env.mod(), "") == []  # shared names only for owners
    assert await complete(env.owner_mod(), "", shared=False) == []  # this server has no digests of its own


# --- feedback, the question log, /unanswered and /stats ----------------------------------------------------------


def answered(question: str) -> Answer:
    """An answer citing one fact."""
    from knowledge.models import FactRef

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


async def test_view_factory_puts_feedback_buttons_under_answers(env: Env) -> None:
    assert env.bot.view_factory == env.bot.get_cog("Insights").view_factory
    view = env.bot.make_view("who funds it?", answered("who funds it?"), 1)
    # By name: unloading the extension drops its modules, so the class may come from a fresh import.
    assert type(view).__name__ == FeedbackView.__name__ and view.timeout is None
    ids = [item.custom_id for item in view.children]
    import re

    assert len(ids) == 2 and all(re.fullmatch(VOTE_TEMPLATE, i) for i in ids)
    assert ids[0].endswith(":up") and ids[1].endswith(":down")
    assert env.bot.make_view("what?", abstained("what?"), 1) is None


@pytest.mark.parametrize("view_first", [True, False])
async def test_votes_one_per_member_and_stored_with_question_and_facts(env: Env, view_first: bool) -> None:
    view = await ask(env, "who funds it?", answered("who funds it?"), 1, view_first=view_first)
    up, down = (item.custom_id for item in view.children)
    alice, bob = env.member_payload(user_id=7001), env.member_payload(user_id=7002)
    await click(env, up, alice)
    assert env.rec.last_is_ephemeral() and "Thanks" in env.rec.last_text()
    await click(env, up, alice)
    assert "already voted" in env.rec.last_text()
    await click(env, down, alice)
    assert "now" in env.rec.last_text()
    await click(env, up, bob)
    db = env.bot.settings.database
    with sqlite3.connect(db) as conn:
        votes = conn.execute("SELECT user_id, helpful, question, fact_ids FROM votes ORDER BY user_id").fetchall()
        logged = conn.execute("SELECT question, answered, answer_id, fact_ids FROM questions").fetchall()
    fact_id = answered("x").facts[0].id
    assert votes == [(7001, 0, "who funds it?", json.dumps([fact_id])), (7002, 1, "who funds it?", json.dumps([fact_id]))]
    assert logged == [("who funds it?", 1, view.answer_id, json.dumps([fact_id]))]


async def test_vote_after_restart_finds_the_logged_question(env: Env) -> None:
    view = await ask(env, "who funds it?", answered("who funds it?"), 1)
    cog = env.bot.get_cog("Insights")
    cog.recent = type(cog.recent)()  # the bot restarted: nothing in memory
    await click(env, view.children[0].custom_id, env.member_payload(user_id=9))
    with sqlite3.connect(env.bot.settings.database) as conn:
        assert conn.execute("SELECT question FROM votes").fetchone() == ("who funds it?",)


def test_answer_linker_matches_by_object_then_by_question() -> None:
    linker = AnswerLinker()
    a, b = abstained("q"), abstained("q")
    first = linker.link("view", 1, "q", a)
    second = linker.link("view", 1, "q", b)
    assert linker.link("event", 1, "q", b) == second
    assert linker.link("event", 1, "q", abstained("q")) == first  # a copy: matched by member and question
    assert len(linker) == 0


async def test_unanswered_lists_groups_escaped_and_within_limits(env: Env) -> None:
    for i in range(3):
        await ask(env, "How many GPUs **does** it use? @everyone <@123>", abstained("x", "GB200 _NVL72_"), 10 + i)
    rng = random.Random(5)
    for _ in range(120):  # many different questions: more groups than fit in one embed
        words = ["".join(rng.choice("bcdfghjklmnpqrstvwxz") for _ in range(7)) for _ in range(4)]
        await ask(env, " ".join(words), abstained("x"), 50)
    await ask(env, "who funds it?", answered("who funds it?"), 1)
    await env.slash("unanswered")
    body = env.rec.replies()[-1]
    assert env.rec.last_is_ephemeral()
    embed = body["embeds"][0]
    assert len(embed["description"]) <= 4096 and len(body.get("content") or "") <= 2000
    first_line = embed["description"].splitlines()[0]
    assert first_line.startswith("**3×** How many GPUs \\*\\*does\\*\\* it use? @\u200beveryone")
    assert "GB200 \\_NVL72\\_" in embed["description"]
    assert "more group(s)" in embed["description"]
    assert "who funds it" not in embed["description"]
    assert body["allowed_mentions"] == {"parse": []}


async def test_unanswered_is_per_server_and_says_when_empty(env: Env) -> None:
    cog = env.bot.get_cog("Insights")
    await cog.on_question_answered(QuestionEvent(question="elsewhere?", answer=abstained("elsewhere?"), guild_id=1,
                                                 channel_id=2, user_id=3, surface="slash", latency_ms=1.0))
    await env.slash("unanswered", [{"name": "days", "type": 4, "value": 7}])
    assert "No unanswered questions in the last 7 day(s)" in env.rec.last_text()


async def test_silent_events_are_not_logged(env: Env) -> None:
    cog = env.bot.get_cog("Insights")
    await cog.on_question_answered(QuestionEvent(question="lol", answer=abstained("lol"), guild_id=env.guild_id,
                                                 channel_id=2, user_id=3, surface="channel", latency_ms=1.0,
                                                 replied=False))
    assert cog.store.sync.grouped_unanswered() == []


async def test_stats_for_moderators(env: Env) -> None:
    view = await ask(env, "who funds it?", answered("who funds it?"), 1)
    await ask(env, "who funds it", answered("who funds it"), 2)
    await ask(env, "how many gpus?", abstained("how many gpus?"), 3)
    await click(env, view.children[0].custom_id, env.member_payload(user_id=4))
    await env.slash("stats", [{"name": "days", "type": 4, "value": 3}])
    text = env.rec.last_text()
    assert env.rec.last_is_ephemeral()
    assert "Questions: 3" in text
    assert "Answer rate: 67% (2/3)" in text
    assert "Helpful: 100%" in text
    assert "2× who funds it" in text
    assert "Most cited facts: 2× Model scale" in text


async def test_retention_runs_at_startup(env: Env, tmp_path: Path) -> None:
    import datetime as dt

    cog = env.bot.get_cog("Insights")
    old = dt.datetime.now(dt.UTC) - dt.timedelta(days=45)
    cog.store.sync.record_question("ancient", answered=False, at=old)
    await env.bot.unload_extension("bot.exts.moderation")
    await env.bot.load_extension("bot.exts.moderation")
    cog = env.bot.get_cog("Insights")
    for _ in range(100):
        if not cog.store.sync.unanswered():
            break
        await asyncio.sleep(0.01)
    assert cog.store.sync.unanswered() == []


# --- a server's own layer, hidden shared digests and /settings ---------------------------------------------------

GAMMA_Q = "Which community of open research labs has Marin joined?"


async def test_moderator_upload_goes_to_this_servers_own_layer_only(env: Env) -> None:
    seeds_before, shared = env.listing(), env.bot.index
    await env.upload("gamma.txt", GAMMA.encode(), member=env.mod(), shared=False)  # this server's layer
    own = env.data / "guilds" / str(env.guild_id) / "gamma.txt"
    assert own.read_text(encoding="utf-8") == GAMMA
    assert env.listing() == seeds_before and env.bot.index is shared  # the shared layer is untouched
    assert "gamma.txt" in env.bot.layers.indexes[env.guild_id].digests
    assert "gamma.txt" in env.bot.view_for(env.guild_id).digests
    assert "gamma.txt" not in env.bot.view_for(env.guild_id + 1).digests  # another server
    assert "gamma.txt" not in env.bot.view_for(None).digests  # DMs
    assert "this server's digests" in env.rec.last_text()
    audit = env.bot.store.sync.audit_log(env.guild_id)
    assert audit[0].action == "digest-add" and audit[0].detail.startswith("gamma.txt")
    # Removing it moves it to this server's trash; the shared digests stay.
    await env.slash("digest", [{"name": "name", "type": 3, "value": "gamma.txt"}], subcommand="remove",
                    member=env.mod(), shared=False)
    assert not own.exists() and env.guild_id not in env.bot.layers.indexes
    assert [p.name[-9:] for p in (env.data / "trash" / "guilds" / str(env.guild_id)).iterdir()] == ["gamma.txt"]
    assert env.listing() == seeds_before


async def test_shared_changes_are_refused_for_a_moderator_who_is_not_an_owner(env: Env) -> None:
    before, index = env.listing(), env.bot.index
    manager = env.member_payload(permissions=discord.Permissions(manage_guild=True).value)
    await env.upload("gamma.txt", GAMMA.encode(), member=manager, shared=True)
    assert "Only the bot's owners" in env.rec.last_text() and env.rec.last_is_ephemeral()
    await env.slash("digest", [{"name": "name", "type": 3, "value": "alpha.txt"}], subcommand="remove",
                    member=manager)
    assert "Only the bot's owners" in env.rec.last_text()
    await env.slash("refresh", member=manager)
    assert "Only the bot's owners" in env.rec.last_text()
    assert env.listing() == before and env.bot.index is index
    assert not any(kind == "cdn" for kind, _, _ in env.rec.calls)  # refused before downloading


async def test_own_digest_may_not_take_a_shared_name_and_limits_are_enforced(env: Env) -> None:
    await env.upload("alpha.txt", GAMMA.encode(), member=env.mod(), replace=True, shared=False)
    assert "name of a shared digest" in env.rec.last_text()
    env.bot.store.sync.set_guild_settings(env.guild_id, {"max_digests": 1, "max_digest_bytes": 4096}, OWNER_ID)
    env.bot.layers.apply_settings(env.guild_id, env.bot.store.sync.guild_settings(env.guild_id))
    await env.upload("gamma.txt", GAMMA.encode(), member=env.mod(), shared=False)
    assert "Added **gamma.txt**" in env.rec.last_text()
    await env.upload("delta.txt", GAMMA.replace("Open Athena", "Open Delta").encode(), member=env.mod(), shared=False)
    assert "limit of 1 digest(s)" in env.rec.last_text() and "Not added" in env.rec.last_text()
    # Replacing the one it has is within the count; a file past the total size is not.
    await env.upload("gamma.txt", (GAMMA + "\n" + "Marin notes more. " * 300).encode(), member=env.mod(),
                     replace=True, shared=False)
    assert "over its limit of 4 KiB" in env.rec.last_text()
    assert (env.data / "guilds" / str(env.guild_id) / "gamma.txt").read_text(encoding="utf-8") == GAMMA


async def test_hide_and_unhide_a_shared_digest_in_this_server(env: Env) -> None:
    beta = next(iter(env.bot.index.digests["beta.txt"].facts))
    await env.slash("digest", [{"name": "name", "type": 3, "value": "beta.txt"}], subcommand="hide")
    assert "Hidden" in env.rec.last_text()
    assert env.bot.store.sync.hidden_digests(env.guild_id) == {"beta.txt"}
    view = env.bot.view_for(env.guild_id)
    assert "beta.txt" not in view.digests and beta.id not in {f.id for f in view.facts}
    assert "beta.txt" in env.bot.view_for(env.guild_id + 1).digests  # other servers still see it
    await env.slash("digest", subcommand="list")
    assert "*hidden here*" in env.rec.last_text()
    await env.slash("digest", [{"name": "name", "type": 3, "value": "nope.txt"}], subcommand="hide")
    assert "no shared digest named" in env.rec.last_text()
    await env.slash("digest", [{"name": "name", "type": 3, "value": "beta.txt"}], subcommand="unhide")
    assert "Shown again" in env.rec.last_text() and env.bot.store.sync.hidden_digests(env.guild_id) == frozenset()
    assert "beta.txt" in env.bot.view_for(env.guild_id).digests
    assert [e.action for e in env.bot.store.sync.audit_log(env.guild_id)][:2] == ["unhide", "hide"]
    await env.slash("digest", [{"name": "name", "type": 3, "value": "beta.txt"}], subcommand="hide", member=env.fan())
    assert NOT_MODERATOR in env.rec.last_text() and env.bot.store.sync.hidden_digests(env.guild_id) == frozenset()


async def test_settings_shown_to_moderators_and_changed_by_managers_only(env: Env) -> None:
    manager = env.member_payload(permissions=discord.Permissions(manage_guild=True).value)
    await env.slash("settings")
    assert "This server's settings" in env.rec.last_text() and env.rec.last_is_ephemeral()
    await env.slash("settings", [{"name": "cooldown_rate", "type": 4, "value": 7}])  # a role moderator
    assert "Manage Server" in env.rec.last_text() and env.bot.config_for(env.guild_id).cooldown_rate == 3
    await env.slash("settings", [{"name": "cooldown_rate", "type": 4, "value": 7},
                                 {"name": "add_moderator_role", "type": 8, "value": str(OTHER_ROLE)}],
                    member=manager, resolved={"roles": {str(OTHER_ROLE): role_payload(OTHER_ROLE, "fans", 0, 2)}})
    config = env.bot.config_for(env.guild_id)
    assert config.cooldown_rate == 7 and OTHER_ROLE in config.moderator_role_ids
    assert env.bot.cooldown_for(env.guild_id).rate == 7 and env.bot.cooldown_for(None).rate == 3
    assert env.bot.config_for(env.guild_id + 1).cooldown_rate == 3  # other servers keep the default
    assert "set here" in env.rec.last_text()
    assert await check_moderator(env.interaction({"id": "1", "name": "refresh", "type": 1}, member=env.fan()))
    assert env.bot.store.sync.guild_settings(env.guild_id) == {"cooldown_rate": 7,
                                                               "moderator_role_ids": [MOD_ROLE, OTHER_ROLE]}
    entries = env.bot.store.sync.audit_log(env.guild_id)
    assert {e.detail for e in entries} >= {"cooldown_rate=7", f"moderator_role_ids=[{MOD_ROLE}, {OTHER_ROLE}]"}
    assert all(e.user_id == int(manager["user"]["id"]) for e in entries)
    # The limits are the owners': refused for a manager, accepted from an owner.
    await env.slash("settings", [{"name": "max_digests", "type": 4, "value": 500}], member=manager)
    assert "Only the bot's owners" in env.rec.last_text() and env.bot.config_for(env.guild_id).max_digests == 20
    owner = env.member_payload(permissions=discord.Permissions(manage_guild=True).value, user_id=OWNER_ID)
    await env.slash("settings", [{"name": "max_digests", "type": 4, "value": 500}], member=owner)
    assert env.bot.config_for(env.guild_id).max_digests == 500
    # Reset all: back to the defaults, and nothing stored.
    await env.slash("settings", [{"name": "reset", "type": 3, "value": "all"}], member=owner)
    assert env.bot.config_for(env.guild_id) == env.bot.layers.defaults
    assert env.bot.store.sync.guild_settings(env.guild_id) == {}


async def test_chit_chat_is_no_gap_and_mentions_read_as_names(env: Env) -> None:
    """"thanks!" (the matcher's not-a-question reply) is not logged; a logged question shows names, not <@id>."""
    chat = Answer(question="thanks!", answered=False, answer="I can only answer questions about the story in the digests.",
                  confidence=0.0, suggestions=["Marin"])
    await ask(env, "thanks!", chat, 3)
    await ask(env, "what did <@4242> say about <#999>?", abstained("x"), 4)
    await env.slash("unanswered")
    description = env.rec.replies()[-1]["embeds"][0]["description"]
    assert [g.example for g in env.bot.get_cog("Insights").store.sync.grouped_unanswered()] == [
        "what did @someone say about #channel?"]
    assert "thanks" not in description and "<@" not in description and "@someone" in description
