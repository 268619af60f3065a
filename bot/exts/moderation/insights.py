"""What the digests can't answer and how answers land: the question log, 👍/👎 feedback, /unanswered, /stats."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.client import StoryBot, ViewFactory
from bot.events import QuestionEvent
from bot.formatting import miss_kind, readable_mentions
from bot.settings import Settings
from bot.store import Stats, UnansweredGroup, describe_store_error
from knowledge.layers import LayeredIndex
from knowledge.models import Answer

from .checks import moderator_only
from .feedback import INSIGHTS_COG, AnswerLinker, FeedbackView, RecentAnswers, VoteButton
from .render import (
    EMBED_DESCRIPTION_LIMIT,
    EMBED_FIELD_LIMIT,
    NO_MENTIONS,
    code_block,
    fit_lines,
    percent,
    safe,
    timestamp,
)

log = logging.getLogger(__name__)

THUMBS_UP = "\N{THUMBS UP SIGN}"
THUMBS_DOWN = "\N{THUMBS DOWN SIGN}"


def wants_feedback(answer: Answer) -> bool:
    """Only real answers get 👍/👎 (an abstention is logged as unanswered instead)."""
    return answer.answered


def _fact_ids(answer: Answer) -> list[str]:
    """The ids of the facts an answer cites."""
    return [f.id for f in answer.facts]


def unanswered_embed(groups: list[UnansweredGroup], days: int | None, retention_days: int,
                     guild: discord.Guild | None = None) -> discord.Embed:
    """The grouped unanswered questions as one embed within Discord's limits (mentions as names, wording escaped)."""
    window = f"the last {days} day(s)" if days is not None else f"the kept history ({retention_days} days)"
    if not groups:
        return discord.Embed(title="Unanswered questions", colour=discord.Colour.green(),
                             description=f"No unanswered questions in {window}. \N{PARTY POPPER}")
    lines = []
    for g in groups:
        line = (f"**{g.count}\u00d7** {safe(readable_mentions(g.example, guild), 200)}\n"
                f"\u2003last asked {timestamp(g.last_asked)}")
        if g.suggestion:
            line += f" · closest: {safe(g.suggestion, 100)}"
        if len(g.wordings) > 1:
            line += f" · {len(g.wordings)} wordings"
        lines.append(line)
    total = sum(g.count for g in groups)
    embed = discord.Embed(title=f"Unanswered questions — {window}", colour=discord.Colour.orange(),
                          description=fit_lines(lines, EMBED_DESCRIPTION_LIMIT,
                                                "… and {n} more group(s): run `python -m bot unanswered`"))
    embed.set_footer(text=f"{total} question(s) in {len(groups)} group(s), most asked first")
    return embed


def stats_embed(stats: Stats, index: LayeredIndex | None = None, health: list[str] | None = None) -> discord.Embed:
    """Usage stats as one embed: per day, answer rate, helpful rate, most asked, most cited facts, database trouble."""
    embed = discord.Embed(title=f"Story bot — last {stats.days} day(s)",
                          colour=discord.Colour.orange() if health else discord.Colour.blurple())
    table = ["day          asked  answered"]
    table += [f"{day.isoformat()}  {n:>5}  {a:>8}" for day, n, a in stats.per_day]
    embed.description = code_block("\n".join(table), limit=min(EMBED_DESCRIPTION_LIMIT, 2000))
    embed.add_field(name="Questions", value=str(stats.total))
    embed.add_field(name="Answer rate", value=f"{percent(stats.answer_rate)} ({stats.answered}/{stats.total})")
    votes = stats.up + stats.down
    embed.add_field(name="Helpful", value=f"{percent(stats.helpful_rate)} ({THUMBS_UP} {stats.up} · "
                                          f"{THUMBS_DOWN} {stats.down})" if votes else "no votes yet")
    if stats.top_groups:
        lines = [f"{g.count}\u00d7 {safe(g.example, 120)}" for g in stats.top_groups]
        embed.add_field(name="Most asked", value=fit_lines(lines, EMBED_FIELD_LIMIT), inline=False)
    if stats.top_facts:
        by_id = index.by_id if index is not None else {}
        lines = []
        for fact_id, n in stats.top_facts:
            fact = by_id.get(fact_id)
            text = safe(fact.text, 120) if fact is not None else f"`{fact_id}` (no longer in the index)"
            lines.append(f"{n}\u00d7 {text}")
        embed.add_field(name="Most cited facts", value=fit_lines(lines, EMBED_FIELD_LIMIT), inline=False)
    if health:
        embed.add_field(name="\u26a0\ufe0f Database", value=fit_lines([safe(h, 300) for h in health], EMBED_FIELD_LIMIT),
                        inline=False)
    return embed


class InsightsCog(commands.Cog, name=INSIGHTS_COG):
    """Logs every question, puts 👍/👎 under answers, and shows moderators /unanswered and /stats."""

    def __init__(self, bot: StoryBot) -> None:
        """Use the bot's store (questions, votes; opened lazily at settings.database)."""
        self.bot = bot
        self.store = bot.store
        self.linker = AnswerLinker()
        self.recent = RecentAnswers()
        self._previous_factory: ViewFactory | None = None

    @property
    def settings(self) -> Settings:
        """The bot's settings."""
        return self.bot.settings

    async def cog_load(self) -> None:
        """Register the vote buttons (persistent across restarts), the view factory and the retention task."""
        self.bot.add_dynamic_items(VoteButton)
        self._previous_factory = self.bot.view_factory
        self.bot.view_factory = self.view_factory
        self.retention.start()

    async def cog_unload(self) -> None:
        """Undo what cog_load did."""
        self.retention.cancel()
        self.bot.remove_dynamic_items(VoteButton)
        if self.bot.view_factory == self.view_factory and self._previous_factory is not None:
            self.bot.view_factory = self._previous_factory

    # --- retention ----------------------------------------------------------------------------------------

    @tasks.loop(hours=24)
    async def retention(self) -> None:
        """At start-up and then daily: forget questions and votes older than RETENTION_DAYS."""
        try:
            await self.store.purge(int(self.settings.retention_days))
        except Exception as exc:  # never let the daily job die
            log.error("retention purge failed: %s (%s: %s)", describe_store_error(exc, self.store.path),
                      type(exc).__name__, exc)

    # --- logging questions and feedback -------------------------------------------------------------------

    def view_factory(self, question: str, answer: Answer, asker_id: int) -> discord.ui.View | None:
        """The 👍/👎 row for an answer (None for abstentions); called by the bot for every reply."""
        if not wants_feedback(answer):
            return None
        answer_id = self.linker.link("view", asker_id, question, answer)
        self.recent.put(answer_id, question, _fact_ids(answer))
        return FeedbackView(answer_id)

    @commands.Cog.listener()
    async def on_question_answered(self, event: QuestionEvent) -> None:
        """Log every question the bot replied to, answered or not, with its closest suggestion."""
        if not event.replied:
            return  # silent: channel chatter the bot did not take up, not a question asked of it
        answer = event.answer
        if miss_kind(answer) == "chitchat":
            return  # "thanks!", "hi": no question about the story, so no gap in the digests
        guild = self.bot.get_guild(event.guild_id) if event.guild_id is not None else None
        question = readable_mentions(event.question, guild, self.bot)
        answer_id = (self.linker.link("event", event.user_id, question, answer) if wants_feedback(answer) else None)
        suggestions = answer.suggestions
        try:  # queued: never waits for the database
            await self.store.record_question(
                question, answered=answer.answered, guild_id=event.guild_id, channel_id=event.channel_id,
                surface=event.surface, confidence=answer.confidence,
                suggestion=suggestions[0] if suggestions else None, fact_ids=_fact_ids(answer),
                latency_ms=event.latency_ms, answer_id=answer_id)
        except Exception:  # logging must never break answering
            log.exception("could not log a question")

    async def handle_vote(self, interaction: discord.Interaction, answer_id: str, helpful: bool) -> None:
        """Record one member's vote on an answer (a second vote replaces the first) and say thanks."""
        known = self.recent.get(answer_id)
        try:
            result = await self.store.record_vote(
                answer_id, interaction.user.id, helpful, question=known[0] if known else None,
                fact_ids=known[1] if known else None, guild_id=interaction.guild_id)
        except Exception as exc:  # a locked, read-only, full or damaged database: the member is told
            log.warning("could not record a vote: %s: %s", type(exc).__name__, exc)
            await interaction.response.send_message(
                f"Sorry, your vote could not be recorded: {describe_store_error(exc, self.store.path)}", ephemeral=True)
            return
        mark = THUMBS_UP if helpful else THUMBS_DOWN
        if result is None:  # the database is slow: the vote is queued and saved when it can be
            text = f"Thanks for the feedback! {mark}"
        elif result.outcome == "new":
            text = f"Thanks for the feedback! {mark}"
        elif result.outcome == "changed":
            text = f"Thanks — your vote is now {mark}."
        else:
            text = f"Thanks — you already voted {mark} on this answer."
        await interaction.response.send_message(text, ephemeral=True)

    # --- moderator commands -------------------------------------------------------------------------------

    @app_commands.command(name="unanswered", description="Questions the digests could not answer (moderators).")
    @app_commands.describe(days="Only the last N days (default: everything kept)")
    @moderator_only()
    async def unanswered(self, interaction: discord.Interaction,
                         days: app_commands.Range[int, 1, 3650] | None = None) -> None:
        """Grouped unanswered questions of this server, most asked first."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            groups = await self.store.grouped_unanswered(days, guild_id=interaction.guild_id)
        except Exception as exc:  # a locked, unreadable or damaged database
            await self._database_trouble(interaction, exc)
            return
        embed = unanswered_embed(groups, days, int(self.settings.retention_days), interaction.guild)
        await interaction.followup.send(embed=embed, ephemeral=True, allowed_mentions=NO_MENTIONS)

    @app_commands.command(name="stats", description="Questions per day, answer and helpful rates (moderators).")
    @app_commands.describe(days="How many days back (default 14)")
    @moderator_only()
    async def stats(self, interaction: discord.Interaction, days: app_commands.Range[int, 1, 90] = 14) -> None:
        """Usage of this server over the last days."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            stats = await self.store.stats(days, guild_id=interaction.guild_id)
        except Exception as exc:  # a locked, unreadable or damaged database
            await self._database_trouble(interaction, exc)
            return
        embed = stats_embed(stats, self.bot.view_for(interaction.guild_id), self.store.health())
        await interaction.followup.send(embed=embed, ephemeral=True, allowed_mentions=NO_MENTIONS)

    async def _database_trouble(self, interaction: discord.Interaction, exc: BaseException) -> None:
        """Tell the moderator, privately and specifically, why the database could not answer."""
        log.warning("/%s: database unavailable: %s: %s", interaction.command.name if interaction.command else "?",
                    type(exc).__name__, exc)
        text = f"\u26d4 {describe_store_error(exc, self.store.path)}"
        health = self.store.health()
        if health:
            text += "\n" + "\n".join(f"\u26a0\ufe0f {safe(h, 300)}" for h in health)
        await interaction.followup.send(text[:1900], ephemeral=True, allowed_mentions=NO_MENTIONS)
