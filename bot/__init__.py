"""sumoku-bot: Sumoku for Discord."""
