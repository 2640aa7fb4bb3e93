-- 005: the bot's own facts (command signature, heartbeat).

-- Facts about the bot's own installation, one row per key: the signature of the slash commands last
-- published (publish again only when it changes; this replaces the old `<db>.commands` file beside the
-- database) and the running bot's heartbeat (what `sumoku-bot health` reads).
CREATE TABLE meta (
    key        TEXT PRIMARY KEY,
    value      TEXT NOT NULL,
    updated_at REAL NOT NULL
) STRICT, WITHOUT ROWID;
