"""`python -m bot`: the terminal front end and the Discord runner."""

import sys

from bot.cli import main

if __name__ == "__main__":
    sys.exit(main())
