-- 001: games, their seats, the append-only move log, results, durable timers, server settings.
-- Applied inside the migration runner's transaction; PRAGMA user_version is set by the runner.

CREATE TABLE games (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER,                      -- NULL in DMs
    channel_id  INTEGER NOT NULL,
    variant     TEXT    NOT NULL CHECK (variant IN ('main', 'spot', 'speed', 'team', 'solo')),
    -- One open game per channel per family; speed and team share the family 'race'.
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
    finished_at REAL
) STRICT;

-- The partial unique indexes are the rule itself: a second open game cannot be inserted.
CREATE UNIQUE INDEX games_open_per_channel ON games (channel_id, family)
    WHERE status IN ('lobby', 'running') AND variant <> 'solo';
CREATE UNIQUE INDEX games_open_solo_per_user ON games (owner_id)
    WHERE status IN ('lobby', 'running') AND variant = 'solo';
CREATE INDEX games_status ON games (status);

CREATE TABLE seats (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL CHECK (seat >= 0),
    user_id   INTEGER,                        -- NULL for computer players (and deleted users)
    name      TEXT    NOT NULL,
    kind      TEXT    NOT NULL DEFAULT 'human' CHECK (kind IN ('human', 'computer')),
    level     TEXT,
    team      INTEGER,
    joined_at REAL    NOT NULL,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, user_id)
) STRICT;
CREATE INDEX seats_user ON seats (user_id);

CREATE TABLE moves (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL CHECK (seq >= 1), -- the game's version after this move
    user_id    INTEGER,
    action     TEXT    NOT NULL,                  -- JSON: the engine's history entry
    summary    TEXT    NOT NULL DEFAULT '',
    score      INTEGER,
    created_at REAL    NOT NULL,
    PRIMARY KEY (game_id, seq)
) STRICT, WITHOUT ROWID;
CREATE INDEX moves_user ON moves (user_id);

CREATE TABLE results (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat        INTEGER NOT NULL,
    user_id     INTEGER,
    variant     TEXT    NOT NULL,
    guild_id    INTEGER,
    score       INTEGER NOT NULL,
    penalty     INTEGER NOT NULL DEFAULT 0,
    final       INTEGER NOT NULL,
    won         INTEGER NOT NULL CHECK (won IN (0, 1)),
    left_game   INTEGER NOT NULL CHECK (left_game IN (0, 1)),
    ranked      INTEGER NOT NULL CHECK (ranked IN (0, 1)),  -- counts for leaderboards (see stats.py)
    finished_at REAL    NOT NULL,
    PRIMARY KEY (game_id, seat)
) STRICT;
CREATE INDEX results_user ON results (user_id, variant);

CREATE TABLE timers (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind       TEXT    NOT NULL,
    due_at     REAL    NOT NULL,
    payload    TEXT    NOT NULL DEFAULT '{}',
    created_at REAL    NOT NULL
) STRICT;
CREATE INDEX timers_due ON timers (due_at);
CREATE INDEX timers_game ON timers (game_id, kind);

CREATE TABLE guild_settings (
    guild_id     INTEGER PRIMARY KEY,
    text_mode    INTEGER NOT NULL DEFAULT 0 CHECK (text_mode IN (0, 1)),
    turn_limit_s INTEGER,
    language     TEXT    NOT NULL DEFAULT 'en',
    extra        TEXT    NOT NULL DEFAULT '{}',
    updated_at   REAL    NOT NULL
) STRICT;
