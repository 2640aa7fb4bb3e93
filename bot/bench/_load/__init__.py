"""The parts of `python -m bot.bench load` (bot/bench/load.py), one job each."""
