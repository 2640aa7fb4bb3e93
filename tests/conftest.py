"""Loaded for every test: the database fixtures (PostgreSQL and SQLite) of tests/databases.py."""

pytest_plugins = ["tests.databases"]
