"""Parts of `python -m bot.bench board`: the flood's clients run in a process of their own (flood.py)."""
