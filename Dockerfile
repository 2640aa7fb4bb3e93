# syntax=docker/dockerfile:1
# sumoku-bot. Stage 1 builds the board's front end (web/, a static site the bot serves when the
# board is configured); stage 2 builds the wheel and installs it with its dependencies into a virtual
# environment; stage 3 copies only those into a clean image and runs it as a non-root user. Fonts and migrations are inside the package; only the database lives on the volume (/data).
#   docker build -t sumoku-bot .
#   docker run -d --name sumoku -e DISCORD_TOKEN=... -v sumoku-data:/data sumoku-bot
# (or see compose.yaml). Lint: hadolint Dockerfile (run by .ci/run).

FROM node:20-slim AS web
WORKDIR /web
COPY web/package.json web/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY web/ ./
RUN npm run build

FROM python:3.11-slim AS build
ENV PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_NO_CACHE_DIR=1
WORKDIR /src
RUN python -m venv /opt/sumoku
COPY pyproject.toml README.md ./
COPY bot/ bot/
COPY cogs/ cogs/
RUN pip wheel --no-cache-dir --no-deps --wheel-dir /dist . \
    && /opt/sumoku/bin/pip install --no-cache-dir /dist/sumoku_bot-*.whl

FROM python:3.11-slim
ENV PATH=/opt/sumoku/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    SUMOKU_DB=/data/sumoku.db \
    SUMOKU_ACTIVITY_WEB=/opt/sumoku-web
RUN groupadd --system --gid 10001 sumoku \
    && useradd --system --uid 10001 --gid 10001 --no-create-home --shell /usr/sbin/nologin sumoku \
    && mkdir /data \
    && chown 10001:10001 /data
COPY --from=build /opt/sumoku /opt/sumoku
COPY --from=web /web/dist /opt/sumoku-web
USER 10001:10001
WORKDIR /data
VOLUME ["/data"]
# docker stop sends SIGTERM: the bot finishes the actions in flight, then closes the database
# (it needs a few seconds; docker waits 10 s by default, compose.yaml gives it 30 s).
STOPSIGNAL SIGTERM
# Healthy while the bot is connected to Discord and its database answers: it writes a heartbeat into
# the database every 30 s and `sumoku-bot health` checks it is recent.
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 CMD ["sumoku-bot", "health"]
ENTRYPOINT ["sumoku-bot"]
CMD ["run"]
