-- 007 on PostgreSQL: as ../007_solo_daily.sql; the playing time is BIGINT (SQLite's INTEGER is 64-bit:
-- a daily left open for weeks must still fit).

ALTER TABLE solo_results ADD COLUMN day TEXT;
ALTER TABLE solo_results ADD COLUMN ms BIGINT;
CREATE INDEX solo_results_daily ON solo_results (day, guild_id, tiles_placed) WHERE day IS NOT NULL;
CREATE INDEX solo_results_user_day ON solo_results (user_id, day) WHERE day IS NOT NULL;
