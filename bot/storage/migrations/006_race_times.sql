-- 006: Speed and Team results keep the racer's best time to a valid grid (ms from the deal), so
-- /stats can show it; NULL for every other variant and for a racer who won no round.
ALTER TABLE results ADD COLUMN best_ms INTEGER;
