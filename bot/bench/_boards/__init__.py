"""`python -m bot.bench boards`'s bot processes (process.py): sharded bots on SimCord serving the board."""
