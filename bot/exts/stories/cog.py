"""/story: the stories the digests tell, channels tied to a story, and a moderator's corrections of a digest's story.

* ``/story list``: every story with its dates, digests and the channels that follow it (private);
* ``/story follow story: [channel:]``: questions in that channel prefer the story (moderators);
* ``/story unfollow [channel:]``: the channel follows no story any more (moderators);
* ``/story set digest: story:``: put a digest in the story of that title, or a new one; empty ``story`` puts it
  back where its names put it (moderators).

What is changed is kept with the server's settings (bot.store, keys ``story_channels`` and ``story_overrides``),
takes effect at once and is audited.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.exts.moderation.checks import moderator_only
from bot.exts.moderation.render import safe
from bot.formatting import MAX_CHOICE_LENGTH, MAX_CHOICES, NO_MENTIONS, fit
from bot.text import LOADING

if TYPE_CHECKING:
    from bot.client import StoryBot
    from knowledge.stories import StoryMap

log = logging.getLogger(__name__)


def story_choices(titles: list[str], current: str) -> list[app_commands.Choice[str]]:
    """Autocomplete choices: the titles containing what was typed (all when nothing was)."""
    low = (current or "").casefold()
    hits = [t for t in titles if low in t.casefold()] if low else titles
    return [app_commands.Choice(name=fit(t, MAX_CHOICE_LENGTH), value=t[:MAX_CHOICE_LENGTH])
            for t in hits[:MAX_CHOICES]]


class StoryCog(commands.Cog, name="Stories"):
    """The stories of the digests, and which story each channel follows."""

    story = app_commands.Group(name="story", description="The stories the digests tell", guild_only=True)

    def __init__(self, bot: StoryBot) -> None:
        """Keep the bot (its layers, store and index)."""
        self.bot = bot

    # --- helpers -----------------------------------------------------------------------------------------

    def _stories(self, guild_id: int | None) -> StoryMap | None:
        """The story map of what a server sees, or None while loading."""
        view = self.bot.view_for(guild_id)
        return view.stories if view is not None else None

    async def _store(self, interaction: discord.Interaction, key: str, value: dict[str, str]) -> None:
        """Store one of the server's story settings (an empty one as the default) and take it into effect."""
        guild_id = interaction.guild_id
        assert guild_id is not None
        stored = await self.bot.store.set_guild_settings(guild_id, {key: value or None}, interaction.user.id)
        self.bot.layers.apply_settings(guild_id, stored)

    async def _reply(self, interaction: discord.Interaction, text: str) -> None:
        """A private reply."""
        await interaction.response.send_message(text[:2000], ephemeral=True, allowed_mentions=NO_MENTIONS)

    # --- commands ----------------------------------------------------------------------------------------

    @story.command(name="list", description="The stories the digests tell, with their dates and followers.")
    async def list_stories(self, interaction: discord.Interaction) -> None:
        """/story list: every story, newest first, with dates, digests and the channels following it."""
        stories = self._stories(interaction.guild_id)
        if stories is None:
            await self._reply(interaction, LOADING)
            return
        config = self.bot.config_for(interaction.guild_id)
        lines = []
        for s in stories.stories:
            channels = [f"<#{cid}>" for cid, key in sorted(config.story_channels.items())
                        if stories.find(key) is s]
            followed = f" \u00b7 followed in {', '.join(channels)}" if channels else ""
            lines.append(f"\u2022 **{safe(s.title, 150)}** ({s.dates or 'undated'}; {len(s.digests)} digest(s), "
                         f"{len(s.episodes)} episode(s)){followed}")
        await self._reply(interaction, "\n".join(lines) or "No digests are loaded yet.")

    @story.command(name="follow", description="Questions in a channel prefer one story (moderators).")
    @app_commands.describe(story="The story", channel="The channel (default: this one)")
    @moderator_only()
    async def follow(self, interaction: discord.Interaction, story: str,
                     channel: discord.TextChannel | None = None) -> None:
        """/story follow: tie a channel to a story; questions asked there prefer it."""
        stories = self._stories(interaction.guild_id)
        if stories is None:
            await self._reply(interaction, LOADING)
            return
        found = stories.find(story)
        if found is None:
            await self._reply(interaction, f"\u26d4 No story is called \u201c{safe(story, 150)}\u201d; "
                                           "see /story list.")
            return
        cid = channel.id if channel is not None else interaction.channel_id
        config = self.bot.config_for(interaction.guild_id)
        await self._store(interaction, "story_channels", {**config.story_channels, str(cid): found.key})
        log.info("/story follow by user %s in guild %s: channel %s follows %s", interaction.user.id,
                 interaction.guild_id, cid, found.key)
        await self._reply(interaction, f"Questions in <#{cid}> now prefer **{safe(found.title, 150)}**.")

    @story.command(name="unfollow", description="A channel stops preferring a story (moderators).")
    @app_commands.describe(channel="The channel (default: this one)")
    @moderator_only()
    async def unfollow(self, interaction: discord.Interaction, channel: discord.TextChannel | None = None) -> None:
        """/story unfollow: the channel follows no story."""
        cid = str(channel.id if channel is not None else interaction.channel_id)
        config = self.bot.config_for(interaction.guild_id)
        if cid not in config.story_channels:
            await self._reply(interaction, f"<#{cid}> follows no story.")
            return
        await self._store(interaction, "story_channels", {k: v for k, v in config.story_channels.items() if k != cid})
        await self._reply(interaction, f"<#{cid}> follows no story any more.")

    @story.command(name="set", description="Put a digest in a story, or a new one (moderators).")
    @app_commands.describe(digest="The digest's file name", story="The story's title (empty: as its names say)")
    @moderator_only()
    async def set_story(self, interaction: discord.Interaction, digest: str, story: str | None = None) -> None:
        """/story set: a moderator's correction of which story a digest is in."""
        view = self.bot.view_for(interaction.guild_id)
        if view is None:
            await self._reply(interaction, LOADING)
            return
        if digest not in view.digests:
            await self._reply(interaction, f"\u26d4 There is no digest {safe(digest, 100)} here; see /digest list.")
            return
        config = self.bot.config_for(interaction.guild_id)
        overrides = {k: v for k, v in config.story_overrides.items() if k != digest}
        if story and story.strip():
            overrides[digest] = story.strip()[:200]
        await self._store(interaction, "story_overrides", overrides)
        view = self.bot.view_for(interaction.guild_id)
        now = await asyncio.to_thread(lambda: view.stories.story_of(digest)) if view is not None else None
        title = now.title if now is not None else "?"
        await self._reply(interaction, f"{safe(digest, 100)} is now in **{safe(title, 150)}**.")

    @follow.autocomplete("story")
    @set_story.autocomplete("story")
    async def story_autocomplete(self, interaction: discord.Interaction, current: str
                                 ) -> list[app_commands.Choice[str]]:
        """The stories' titles matching what was typed."""
        stories = self._stories(interaction.guild_id)
        return story_choices([s.title for s in stories.stories], current) if stories is not None else []

    @set_story.autocomplete("digest")
    async def digest_autocomplete(self, interaction: discord.Interaction, current: str
                                  ) -> list[app_commands.Choice[str]]:
        """The digests' names matching what was typed."""
        view = self.bot.view_for(interaction.guild_id)
        names = sorted(view.digests) if view is not None else []
        return story_choices(names, current)
