-- 002: Spot claims, Solo results, per-user preferences, deletion requests, leaderboard indexes.

CREATE TABLE spot_claims (
    id          INTEGER PRIMARY KEY,
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id     INTEGER,
    round       INTEGER NOT NULL,
    tiles       TEXT    NOT NULL,             -- JSON list of tile strings, e.g. ["R5","B9","G1","Y5"]
    correct     INTEGER NOT NULL CHECK (correct IN (0, 1)),
    reaction_ms INTEGER,
    created_at  REAL    NOT NULL
) STRICT;
CREATE INDEX spot_claims_user ON spot_claims (user_id, correct);
CREATE INDEX spot_claims_game ON spot_claims (game_id);

CREATE TABLE solo_results (
    id           INTEGER PRIMARY KEY,
    game_id      INTEGER REFERENCES games (id) ON DELETE SET NULL,
    user_id      INTEGER NOT NULL,
    guild_id     INTEGER,
    tiles_placed INTEGER NOT NULL CHECK (tiles_placed BETWEEN 0 AND 96),
    completed    INTEGER NOT NULL CHECK (completed IN (0, 1)),
    finished_at  REAL    NOT NULL
) STRICT;
CREATE INDEX solo_results_user ON solo_results (user_id);
CREATE INDEX solo_results_board ON solo_results (guild_id, tiles_placed);

CREATE TABLE user_prefs (
    user_id    INTEGER PRIMARY KEY,
    text_mode  INTEGER CHECK (text_mode IN (0, 1)),
    language   TEXT,
    updated_at REAL NOT NULL
) STRICT;

-- A user asked for their data to be deleted while seated in running games: their rows in those games
-- are anonymised when the games close (see Database.delete_user_data).
CREATE TABLE deletion_requests (
    user_id      INTEGER PRIMARY KEY,
    requested_at REAL NOT NULL
) STRICT;

-- Leaderboards read only ranked rows of one variant, optionally of one server: a covering partial index.
CREATE INDEX results_board ON results (variant, guild_id, user_id, won, final) WHERE ranked = 1;
