"""The Moderation cog: /refresh, /digest add|list|remove|hide|unhide, a server's own layer and the owners' shared one."""

from __future__ import annotations

import discord
import pytest

from bot.exts.moderation.checks import NOT_MODERATOR
from bot.exts.moderation.uploads import MAX_UPLOAD_BYTES
from tests.bot.exts.moderation.modkit import OWNER_ID, Env, snowflake
from tests.digests import ALPHA, GAMMA

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


# --- a server's own layer and hidden shared digests ---------------------------------------------------------



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
