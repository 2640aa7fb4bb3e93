"""Benchmarks that print figures: `python -m bot.bench NAME` (movegen, ai, render, storage)."""
