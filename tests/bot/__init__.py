"""Tests of bot/, laid out as bot/ is: tests/bot/exts/ask/test_cog.py tests bot/exts/ask/cog.py, and so on."""
