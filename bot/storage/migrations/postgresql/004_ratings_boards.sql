-- 004 on PostgreSQL: as ../004_ratings_boards.sql (ratings, rating changes, leaderboard totals,
-- walkovers, turn facts, indexes). No PostgreSQL database predates it: the back-fills of older
-- SQLite rows are not needed here.

ALTER TABLE results ADD COLUMN walkover INTEGER NOT NULL DEFAULT 0 CHECK (walkover IN (0, 1));
ALTER TABLE results ADD COLUMN best_turn INTEGER;
ALTER TABLE results ADD COLUMN bonus_turns INTEGER NOT NULL DEFAULT 0;

CREATE INDEX results_user_time ON results (user_id, finished_at);
DROP INDEX results_user;
CREATE INDEX results_user ON results
    (user_id, variant, won, walkover, left_game, ranked, final, best_turn, bonus_turns);

CREATE TABLE ratings (
    family     TEXT    NOT NULL,
    user_id    BIGINT  NOT NULL,
    mu         DOUBLE PRECISION NOT NULL,
    sigma      DOUBLE PRECISION NOT NULL,
    shown      DOUBLE PRECISION NOT NULL,
    games      INTEGER NOT NULL,
    updated_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (family, user_id)
);
CREATE INDEX ratings_board ON ratings (family, shown DESC, user_id);

CREATE TABLE rating_changes (
    game_id      BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat         INTEGER NOT NULL,
    user_id      BIGINT  NOT NULL,
    family       TEXT    NOT NULL,
    mu_before    DOUBLE PRECISION NOT NULL,
    sigma_before DOUBLE PRECISION NOT NULL,
    mu_after     DOUBLE PRECISION NOT NULL,
    sigma_after  DOUBLE PRECISION NOT NULL,
    finished_at  DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX rating_changes_user ON rating_changes (user_id, family, finished_at);

CREATE TABLE board_totals (
    variant    TEXT    NOT NULL,
    guild_id   BIGINT  NOT NULL,
    day        INTEGER NOT NULL,
    user_id    BIGINT  NOT NULL,
    games      INTEGER NOT NULL,
    wins       INTEGER NOT NULL,
    points     INTEGER NOT NULL,
    best       INTEGER,
    left_games INTEGER NOT NULL,
    walkovers  INTEGER NOT NULL,
    PRIMARY KEY (variant, guild_id, day, user_id)
);
CREATE INDEX board_totals_wins ON board_totals (variant, guild_id, day, wins DESC, points DESC);

DROP INDEX spot_claims_user;
CREATE INDEX spot_claims_user ON spot_claims (user_id, correct, reaction_ms);
