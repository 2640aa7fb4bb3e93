"""Running games: load, act under a per-game lock, persist, report. No Discord here."""
