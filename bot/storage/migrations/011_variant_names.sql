-- 011: a game's variant is any name a registered session stores games under (bot/sessions/variant.py),
-- checked when it is stored (bot/storage/games.py), no longer a list fixed in the schema: 001's
-- CHECK (variant IN (...)) goes, so a new variant needs no migration. SQLite cannot drop a CHECK:
-- the table is rebuilt (its 12-step ALTER) with the same columns, rows and indexes. Dropping the old
-- table with foreign keys on would delete every game's seats, moves and results (ON DELETE CASCADE),
-- so this script runs with them off (the runner switches them off before its transaction and checks
-- every foreign key before it commits).
PRAGMA foreign_keys = OFF;

CREATE TABLE games_new (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER,                      -- NULL in DMs
    channel_id  INTEGER NOT NULL,
    variant     TEXT    NOT NULL,             -- a registered session's stored name ('main', 'spot', ...)
    -- Speed and Team share the family 'race' (ratings); every other variant is its own family.
    family      TEXT    NOT NULL GENERATED ALWAYS AS
                    (CASE WHEN variant IN ('speed', 'team') THEN 'race' ELSE variant END) VIRTUAL,
    status      TEXT    NOT NULL DEFAULT 'lobby'
                    CHECK (status IN ('lobby', 'running', 'finished', 'cancelled')),
    owner_id    INTEGER,                      -- NULL once the owner's data is deleted
    options     TEXT    NOT NULL DEFAULT '{}',  -- JSON object
    state       TEXT,                         -- the engine's JSON snapshot; NULL while in lobby
    seed        INTEGER,                      -- the engine seed, set at start (replay)
    version     INTEGER NOT NULL DEFAULT 0,   -- number of rows in the move log
    message_id  INTEGER,
    created_at  REAL    NOT NULL,
    updated_at  REAL    NOT NULL,
    finished_at REAL,
    end_reason  TEXT                          -- why a game was cancelled ('abandoned', 'host', ...)
) STRICT;

INSERT INTO games_new (id, guild_id, channel_id, variant, status, owner_id, options, state, seed, version,
                       message_id, created_at, updated_at, finished_at, end_reason)
SELECT id, guild_id, channel_id, variant, status, owner_id, options, state, seed, version,
       message_id, created_at, updated_at, finished_at, end_reason
FROM games;

DROP TABLE games;
ALTER TABLE games_new RENAME TO games;

-- Every index games had (001, 003, 008, 010), as they were.
CREATE UNIQUE INDEX games_open_per_channel ON games (channel_id)
    WHERE status IN ('lobby', 'running') AND variant <> 'solo';
CREATE UNIQUE INDEX games_open_solo_per_user ON games (owner_id)
    WHERE status IN ('lobby', 'running') AND variant = 'solo';
CREATE INDEX games_status ON games (status);
CREATE INDEX games_channel ON games (channel_id, status);
CREATE INDEX games_guild_open ON games (guild_id) WHERE status IN ('lobby', 'running');
CREATE INDEX games_computer_to_move ON games (id)
WHERE variant = 'main' AND status = 'running'
  AND json_extract(state, '$.seats[' || json_extract(state, '$.current') || '].kind') = 'computer';
CREATE INDEX games_owner ON games (owner_id);
