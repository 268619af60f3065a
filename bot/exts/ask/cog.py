"""Every way to ask: /ask, mentions, DMs, answer channels and the "Answer with sources" message command."""

from __future__ import annotations

import asyncio
import logging
import re
import time
from collections.abc import Callable
from typing import Any, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import StoryBot, bot_of
from bot.exts.ask.views import AskButton, SourcesButton, with_buttons
from bot.formatting import NO_MENTIONS, answer_of_embed, miss_kind, quote_of, render_answer, story_of_embed, too_fast
from bot.suggest import suggest_questions
from bot.text import APOLOGY, EMPTY_MENTION, LOADING, NO_MESSAGE_TEXT
from knowledge.models import Answer
from knowledge.storyqa import Context, person_answered

log = logging.getLogger(__name__)

T = TypeVar("T")

QUESTION_WORDS = frozenset(
    "who whom whose what when where why how which is are was were am do does did can could will would "
    "should shall may might must has have had isn't aren't wasn't weren't doesn't don't didn't can't "
    "won't wouldn't shouldn't hasn't haven't tell explain".split())

DEFER_AFTER = 2.0  # seconds to wait for an answer before deferring an interaction (Discord allows 3)

_LEADING = re.compile(r"^[\s,:;.!\-\u2014]+")
PICKER_TIMEOUT = 900.0  # seconds the "which story?" menu under an answer stays usable
PICK_PLACEHOLDER = "Which story do you mean?"


async def ask_cooldown_predicate(interaction: discord.Interaction) -> bool:
    """App-command check: spend one question of the user (the server's limit), or raise `CommandOnCooldown`."""
    cooldown = bot_of(interaction).cooldown_for(interaction.guild_id)
    retry_after = cooldown.hit(interaction.user.id)
    if retry_after is None:
        return True
    raise app_commands.CommandOnCooldown(cooldown.bucket(interaction.user.id), retry_after)


def ask_cooldown() -> Callable[[T], T]:
    """Decorator for app commands that ask a question: the shared per-user question limit."""
    return app_commands.check(ask_cooldown_predicate)


def answer_stories(answer: Answer) -> list[str]:
    """The stories an answer spans (titles, in order), when it is labelled per story."""
    if not answer.answered or answer.story is not None:
        return []
    titles = list(dict.fromkeys(f.story for f in answer.facts if f.story))
    return titles if len(titles) > 1 else []


class StoryPicker(discord.ui.Select):
    """The menu under an answer several stories gave: picking one answers again within that story."""

    def __init__(self, cog: AskCog, question: str, titles: list[str]) -> None:
        """One option per story (at most 25)."""
        options = [discord.SelectOption(label=t[:100], value=str(i)) for i, t in enumerate(titles[:25])]
        super().__init__(placeholder=PICK_PLACEHOLDER, options=options, min_values=1, max_values=1,
                         custom_id="story-pick")
        self.cog = cog
        self.question = question
        self.titles = titles

    async def callback(self, interaction: discord.Interaction) -> None:
        """Answer the question again in the chosen story, publicly."""
        started = time.perf_counter()
        title = self.titles[int(self.values[0])]
        answer = await self.cog.bot.answer_question(self.question, guild_id=interaction.guild_id, story=title)
        if answer is None:
            await interaction.response.send_message(LOADING, ephemeral=True)
            return
        await interaction.response.send_message(**render_answer(answer, self.question), allowed_mentions=NO_MENTIONS)
        self.cog.bot.question_done(question=self.question, answer=answer, surface="story_pick",
                                   user_id=interaction.user.id, guild_id=interaction.guild_id,
                                   channel_id=interaction.channel_id, started=started)


def looks_like_question(text: str) -> bool:
    """True when text reads as a question: it ends with '?' or starts with a question word."""
    text = text.strip()
    if not text:
        return False
    if text.rstrip("\"'\u201d)\u2019 ").endswith(("?", "\uff1f")):
        return True
    first = text.split(None, 1)[0].lower().strip("\"'\u201c\u2018(*_~,:")
    first = first.replace("\u2019", "'")
    return first in QUESTION_WORDS


def strip_mentions(text: str, user_id: int | None, role_id: int | None = None) -> str:
    """Remove the bot's own user (and managed role) mentions and leading punctuation from a message."""
    if user_id is not None:
        text = re.sub(rf"<@!?{user_id}>", " ", text)
    if role_id is not None:
        text = re.sub(rf"<@&{role_id}>", " ", text)
    text = re.sub(r"[ \t]{2,}", " ", text)
    return _LEADING.sub("", text.strip()).strip()


class AskCog(commands.Cog, name="Ask"):
    """Answers questions wherever they are asked, always with sources."""

    def __init__(self, bot: StoryBot) -> None:
        """Register the message context-menu command with the tree."""
        self.bot = bot
        self.context_menu = app_commands.ContextMenu(name="Answer with sources", callback=self.answer_with_sources,
                                                     type=discord.AppCommandType.message)
        self.context_menu.add_check(ask_cooldown_predicate)
        self.bot.tree.add_command(self.context_menu)

    async def cog_load(self) -> None:
        """Register the Sources and suggested-question buttons (they work on old messages too)."""
        self.bot.add_dynamic_items(AskButton, SourcesButton)

    async def cog_unload(self) -> None:
        """Take the context-menu command and the buttons off the bot."""
        self.bot.tree.remove_command(self.context_menu.name, type=self.context_menu.type)
        self.bot.remove_dynamic_items(AskButton, SourcesButton)

    # --- app commands -------------------------------------------------------------------------------------

    @app_commands.command(name="ask", description="Ask a question about the story; the answer cites its sources.")
    @app_commands.describe(question="What you want to know about the story")
    @ask_cooldown()
    async def ask(self, interaction: discord.Interaction, question: str) -> None:
        """/ask question: a public answer with sources."""
        await self.answer_interaction(interaction, question, surface="slash")

    async def answer_with_sources(self, interaction: discord.Interaction, message: discord.Message) -> None:
        """Message command: answer the target message's text with sources."""
        text = strip_mentions(message.content or "", self.bot.user.id if self.bot.user else None)
        if not text:
            await interaction.response.send_message(NO_MESSAGE_TEXT, ephemeral=True)
            return
        author = getattr(message.author, "display_name", None)
        await self.answer_interaction(interaction, text, surface="context_menu",
                                      quote=quote_of(text, message.jump_url, author))

    async def suggestions_for(self, answer: Answer, question: str, guild_id: int | None) -> list[str]:
        """Questions related to a miss that the digests this server sees do answer (each checked)."""
        if answer.answered or miss_kind(answer) == "chitchat":
            return []
        view = self.bot.view_for(guild_id)
        try:
            return await asyncio.to_thread(suggest_questions, view, answer, question)
        except Exception:  # a miss is still worth sending without suggestions
            log.exception("could not make suggestions for a miss")
            return []

    def decorate(self, view: discord.ui.View | None, question: str, answer: Answer,
                 suggestions: list[str]) -> discord.ui.View | None:
        """The answer's view with the story menu, the Sources button (answers) or the suggested questions (misses)."""
        view = self.with_picker(view, question, answer)
        return with_buttons(view, sources=answer.answered and bool(answer.facts), questions=suggestions)

    async def answer_interaction(self, interaction: discord.Interaction, question: str, *, surface: str,
                                 quote: str | None = None) -> None:
        """Answer (deferring if slow) with buttons, then log; an off-topic miss only the asker sees."""
        started = time.perf_counter()
        channel = interaction.channel
        task = asyncio.ensure_future(self.bot.answer_question(
            question, guild_id=interaction.guild_id, channel_id=interaction.channel_id,
            parent_id=getattr(channel, "parent_id", None)))
        done, _ = await asyncio.wait({task}, timeout=DEFER_AFTER)
        deferred_public = False
        if not done:
            await interaction.response.defer(thinking=True)
            deferred_public = True
        answer = await task
        if answer is None:
            await self._send_interaction(interaction, {"content": LOADING}, ephemeral=True)
            return
        suggestions = await self.suggestions_for(answer, question, interaction.guild_id)
        kwargs = render_answer(answer, question, suggestions, quote=quote)
        view = self.decorate(self.bot.make_view(question, answer, interaction.user.id), question, answer, suggestions)
        if view is not None:
            kwargs["view"] = view
        private = miss_kind(answer) in ("offtopic", "chitchat")
        await self._send_interaction(interaction, kwargs, ephemeral=private and not deferred_public)
        self.bot.question_done(question=question, answer=answer, surface=surface, user_id=interaction.user.id,
                               guild_id=interaction.guild_id, channel_id=interaction.channel_id, started=started)

    @staticmethod
    async def _send_interaction(interaction: discord.Interaction, kwargs: dict[str, Any], *,
                                ephemeral: bool = False) -> None:
        """Respond, or follow up when the interaction was already deferred."""
        if interaction.response.is_done():
            await interaction.followup.send(**kwargs, ephemeral=ephemeral, allowed_mentions=NO_MENTIONS)
        else:
            await interaction.response.send_message(**kwargs, ephemeral=ephemeral, allowed_mentions=NO_MENTIONS)

    # --- messages -----------------------------------------------------------------------------------------

    def with_picker(self, view: discord.ui.View | None, question: str, answer: Answer) -> discord.ui.View | None:
        """The answer's view plus a "which story?" menu when several stories answered."""
        titles = answer_stories(answer)
        if not titles:
            return view
        if view is None:
            view = discord.ui.View(timeout=PICKER_TIMEOUT)
        try:
            view.add_item(StoryPicker(self, question, titles))
        except ValueError:  # the view is full: the labelled answer stands on its own
            log.debug("no room for the story menu under an answer")
        return view

    def replied_to_us(self, message: discord.Message) -> discord.Message | None:
        """The bot's own message this message replies to (when Discord sent it along), else None."""
        ref = message.reference
        resolved = ref.resolved if ref is not None else None
        me = self.bot.user
        if isinstance(resolved, discord.Message) and me is not None and resolved.author.id == me.id:
            return resolved
        return None

    @staticmethod
    def context_of(replied: discord.Message | None) -> Context | None:
        """What a reply to one of our answers follows up on: the story and question of its embed, and the person it
        answered with (whom a "he" or "she" in the reply means)."""
        if replied is None:
            return None
        for embed in replied.embeds:
            story, question = story_of_embed(embed)
            if story or question:
                return Context(story=story, topic=question, person=person_answered(question, answer_of_embed(embed)))
        return None

    def classify(self, message: discord.Message) -> tuple[str, str] | None:
        """(surface, question text) when the message is a question for us, else None."""
        me = self.bot.user
        if me is None or message.author.bot or message.webhook_id is not None or message.author.id == me.id:
            return None
        if message.type not in (discord.MessageType.default, discord.MessageType.reply):
            return None
        guild = message.guild
        role = guild.self_role if guild is not None else None
        text = strip_mentions(message.content or "", me.id, role.id if role else None)
        if guild is None:
            return "dm", text
        if me.id in message.raw_mentions or (role is not None and role.id in message.raw_role_mentions):
            return "mention", text
        if any(u.id == me.id for u in message.mentions) and looks_like_question(text):
            return "mention", text  # a reply that pings the bot, asking a follow-up question
        if text and self.replied_to_us(message) is not None:
            return "reply", text  # a reply to one of our answers, without a ping
        settings = self.bot.settings
        channel_ids = set(self.bot.config_for(guild.id).answer_channel_ids)
        in_answer_channel = (message.channel.id in channel_ids
                             or getattr(message.channel, "parent_id", None) in channel_ids)
        if in_answer_channel and settings.message_content_intent and looks_like_question(text):
            return "channel", text
        return None

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """Answer mentions and DMs always; answer-channel questions only when the answer is confident."""
        routed = self.classify(message)
        if routed is None:
            return
        surface, text = routed
        try:
            if surface == "channel":
                await self._answer_channel(message, text)
            else:
                await self._answer_direct(message, text, surface)
        except Exception:
            log.exception("failed to answer a %s question (guild=%s channel=%s)", surface,
                          message.guild.id if message.guild else None, message.channel.id)
            if surface != "channel":
                await self._reply(message, {"content": APOLOGY})

    async def _answer_direct(self, message: discord.Message, text: str, surface: str) -> None:
        """A mention or DM: reply (answer, abstention or hint) within the cooldown; over it, one notice then silence."""
        started = time.perf_counter()
        guild_id = message.guild.id if message.guild else None
        cooldown = self.bot.cooldown_for(guild_id)
        retry_after = cooldown.hit(message.author.id)  # an empty mention counts too: no reply flood
        if retry_after is not None:
            if cooldown.should_warn(message.author.id, retry_after):
                await self._reply(message, {"content": too_fast(retry_after)})
            return
        if not text:
            await self._reply(message, {"content": EMPTY_MENTION})
            return
        answer = await self.bot.answer_question(text, guild_id=guild_id, **self._where(message))
        if answer is None:
            await self._reply(message, {"content": LOADING})
            return
        await self._reply_answer(message, text, answer)
        self._done(message, text, answer, surface, started)

    def _where(self, message: discord.Message) -> dict[str, Any]:
        """The channel (its parent, for a thread) and the earlier answer a message follows up on."""
        return {"channel_id": message.channel.id, "parent_id": getattr(message.channel, "parent_id", None),
                "context": self.context_of(self.replied_to_us(message))}

    async def _answer_channel(self, message: discord.Message, text: str) -> None:
        """An answer-channel question: reply only when confident and not over the limit; else stay silent."""
        started = time.perf_counter()
        guild_id = message.guild.id if message.guild else None
        answer = await self.bot.answer_question(text, guild_id=guild_id, **self._where(message))
        if answer is None:
            return
        if not answer.answered:
            self._done(message, text, answer, "channel", started, replied=False)
            return
        if self.bot.cooldown_for(guild_id).hit(message.author.id) is not None:
            log.debug("answer channel: user %s is over the limit; staying silent", message.author.id)
            return
        await self._reply_answer(message, text, answer)
        self._done(message, text, answer, "channel", started)

    async def _reply_answer(self, message: discord.Message, text: str, answer: Answer) -> None:
        """Reply to a message with a rendered answer and the feedback view, if any."""
        guild_id = message.guild.id if message.guild else None
        suggestions = await self.suggestions_for(answer, text, guild_id)
        kwargs = render_answer(answer, text, suggestions)
        view = self.decorate(self.bot.make_view(text, answer, message.author.id), text, answer, suggestions)
        if view is not None:
            kwargs["view"] = view
        await self._reply(message, kwargs)

    async def _reply(self, message: discord.Message, kwargs: dict[str, Any]) -> discord.Message | None:
        """Reply to a message without pinging anyone; a deleted original just means no reference."""
        try:
            return await message.channel.send(**kwargs, reference=message.to_reference(fail_if_not_exists=False),
                                              mention_author=False, allowed_mentions=NO_MENTIONS)
        except discord.HTTPException as exc:
            log.warning("could not reply in channel %s: %s", message.channel.id, exc)
            return None

    def _done(self, message: discord.Message, text: str, answer: Answer, surface: str, started: float, *,
              replied: bool = True) -> None:
        """Log and dispatch `question_answered` for a message question."""
        self.bot.question_done(question=text, answer=answer, surface=surface, user_id=message.author.id,
                               guild_id=message.guild.id if message.guild else None,
                               channel_id=message.channel.id, started=started, replied=replied)
