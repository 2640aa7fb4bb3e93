-- 004: OpenSkill ratings and their change per game, leaderboard totals, walkovers, stats indexes.
-- (Written as the third script on its branch; renumber to the next free number when merging.)

-- A stayer whose game had 2+ humans but fewer than 2 of them still seated at the end: they won
-- (or finished) because the others left. Shown as a walkover, never ranked (records.ranked_flags).
ALTER TABLE results ADD COLUMN walkover INTEGER NOT NULL DEFAULT 0 CHECK (walkover IN (0, 1));
UPDATE results SET walkover = 1
WHERE user_id IS NOT NULL AND left_game = 0
  AND (SELECT count(DISTINCT o.user_id) FROM results o
       WHERE o.game_id = results.game_id AND o.user_id IS NOT NULL) >= 2
  AND (SELECT count(DISTINCT o.user_id) FROM results o
       WHERE o.game_id = results.game_id AND o.user_id IS NOT NULL AND o.left_game = 0) < 2;

-- Best single turn and bonus turns played (a scoring play right after one's own move: rule M5) of
-- each player in each game, worked out from the move log when the result is recorded, so /stats
-- reads one row per game instead of every move of a player.
ALTER TABLE results ADD COLUMN best_turn INTEGER;
ALTER TABLE results ADD COLUMN bonus_turns INTEGER NOT NULL DEFAULT 0;
UPDATE results SET
    best_turn = (SELECT max(m.score) FROM moves m WHERE m.game_id = results.game_id AND m.user_id = results.user_id),
    bonus_turns = (SELECT count(*) FROM moves m JOIN moves p ON p.game_id = m.game_id AND p.seq = m.seq - 1
                   WHERE m.game_id = results.game_id AND m.user_id = results.user_id
                   AND p.user_id = results.user_id AND m.score > 0)
WHERE user_id IS NOT NULL;

-- A player's history, their last 20 results: newest first.
CREATE INDEX results_user_time ON results (user_id, finished_at);
-- A player's card reads every result of theirs in a variant (11,000 for the busiest player of the
-- benchmark): a covering index answers it without visiting the table. It replaces results_user.
DROP INDEX results_user;
CREATE INDEX results_user ON results
    (user_id, variant, won, walkover, left_game, ranked, final, best_turn, bonus_turns);

-- The current rating of a player in a rated family ('main'; 'race' = Speed and Team share one).
-- `shown` = mu - 3 sigma, the conservative rating players see and boards sort by.
CREATE TABLE ratings (
    family     TEXT    NOT NULL,
    user_id    INTEGER NOT NULL,
    mu         REAL    NOT NULL,
    sigma      REAL    NOT NULL,
    shown      REAL    NOT NULL,
    games      INTEGER NOT NULL,
    updated_at REAL    NOT NULL,
    PRIMARY KEY (family, user_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX ratings_board ON ratings (family, shown DESC, user_id);

-- What one ranked game did to each rated player (end card, history, the rating trend).
CREATE TABLE rating_changes (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat         INTEGER NOT NULL,
    user_id      INTEGER NOT NULL,
    family       TEXT    NOT NULL,
    mu_before    REAL    NOT NULL,
    sigma_before REAL    NOT NULL,
    mu_after     REAL    NOT NULL,
    sigma_after  REAL    NOT NULL,
    finished_at  REAL    NOT NULL,
    PRIMARY KEY (game_id, seat)
) STRICT;
CREATE INDEX rating_changes_user ON rating_changes (user_id, family, finished_at);

-- Leaderboard totals, kept with each result: per variant, per server (guild_id 0 = every server) and
-- per UTC day (day 0 = all time). A board reads one (variant, guild, day) slice (all time) or at
-- most 30 day slices (periods) instead of aggregating every result. games, wins, points, best and
-- left_games count ranked rows; walkovers counts the (never ranked) wins because the others left,
-- so a row may hold walkovers only (games 0: not on the board).
CREATE TABLE board_totals (
    variant    TEXT    NOT NULL,
    guild_id   INTEGER NOT NULL,
    day        INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    games      INTEGER NOT NULL,
    wins       INTEGER NOT NULL,
    points     INTEGER NOT NULL,  -- sum of final scores (Spot: tiles won)
    best       INTEGER,           -- NULL while games = 0
    left_games INTEGER NOT NULL,
    walkovers  INTEGER NOT NULL,
    PRIMARY KEY (variant, guild_id, day, user_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX board_totals_wins ON board_totals (variant, guild_id, day, wins DESC, points DESC);

INSERT INTO board_totals (variant, guild_id, day, user_id, games, wins, points, best, left_games, walkovers)
SELECT variant, g, d, user_id, sum(ranked), sum(ranked * won), sum(ranked * final),
       max(CASE WHEN ranked = 1 THEN final END), sum(ranked * left_game), sum(walkover)
FROM (
    SELECT variant, guild_id AS g, CAST(finished_at / 86400 AS INTEGER) AS d, user_id, ranked, won, final,
           left_game, walkover
    FROM results WHERE guild_id IS NOT NULL
    UNION ALL
    SELECT variant, guild_id, 0, user_id, ranked, won, final, left_game, walkover
    FROM results WHERE guild_id IS NOT NULL
    UNION ALL
    SELECT variant, 0, CAST(finished_at / 86400 AS INTEGER), user_id, ranked, won, final, left_game, walkover
    FROM results
    UNION ALL
    SELECT variant, 0, 0, user_id, ranked, won, final, left_game, walkover FROM results
)
WHERE user_id IS NOT NULL AND (ranked = 1 OR walkover = 1)
GROUP BY variant, g, d, user_id;

-- Spot times: fastest and median correct claims of a player, read in order from the index.
DROP INDEX spot_claims_user;
CREATE INDEX spot_claims_user ON spot_claims (user_id, correct, reaction_ms);
