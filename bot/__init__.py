"""The Discord face of the story bot, and its terminal front end."""
