# syntax=docker/dockerfile:1
# sumoku-bot: a small image that runs the bot with its SQLite database on a volume.
FROM python:3.11-slim AS base

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    SUMOKU_DB=/app/data/sumoku.db

WORKDIR /app

# Dependencies first, so code changes do not reinstall them.
COPY pyproject.toml README.md ./
COPY bot/__init__.py bot/__init__.py
COPY cogs/__init__.py cogs/__init__.py
RUN pip install .  && pip uninstall -y sumoku-bot

COPY bot/ bot/
COPY cogs/ cogs/
COPY data/ data/
RUN pip install --no-deps -e . \
    && useradd --create-home --uid 10001 sumoku \
    && mkdir -p /app/data \
    && chown -R sumoku:sumoku /app/data

USER sumoku
VOLUME ["/app/data"]

# DISCORD_TOKEN must be given at run time: docker run -e DISCORD_TOKEN=... -v sumoku-data:/app/data sumoku-bot
CMD ["python", "-m", "bot"]
