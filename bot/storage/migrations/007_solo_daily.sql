-- 007: Solo's daily puzzle: which day a Solo result was the daily of, and how long it took.
-- A daily game is a Solo game whose options hold {"daily": "YYYY-MM-DD"} (the UTC date); its result
-- row carries the same day, so the server's table and a player's streak read solo_results alone.

ALTER TABLE solo_results ADD COLUMN day TEXT;      -- the daily puzzle's UTC date; NULL: a free game
ALTER TABLE solo_results ADD COLUMN ms INTEGER;    -- playing time, first deal to the end
CREATE INDEX solo_results_daily ON solo_results (day, guild_id, tiles_placed) WHERE day IS NOT NULL;
CREATE INDEX solo_results_user_day ON solo_results (user_id, day) WHERE day IS NOT NULL;
