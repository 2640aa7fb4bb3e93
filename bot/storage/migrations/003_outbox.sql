-- 003: the outbox (what a stored action must announce, written in the action's transaction),
-- why a game ended early, and one open shared game per channel whatever its kind.

CREATE TABLE outbox (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    channel_id INTEGER NOT NULL,
    version    INTEGER NOT NULL,              -- the game's version the posts describe
    posts      TEXT    NOT NULL,              -- JSON list of posts (bot/present/posts.py)
    attempts   INTEGER NOT NULL DEFAULT 0,
    created_at REAL    NOT NULL
) STRICT;
CREATE INDEX outbox_game ON outbox (game_id, id);

-- 'abandoned' (channel deleted, bot removed), 'host' ...: why a game was cancelled.
ALTER TABLE games ADD COLUMN end_reason TEXT;

-- One shared game per channel (main, Spot, Speed/Team), as DESIGN.md says. A file from before may
-- hold two open games in one channel: the younger is cancelled so the rule can be an index.
UPDATE games SET status = 'cancelled', end_reason = 'channel_shared', finished_at = updated_at
WHERE variant <> 'solo' AND status IN ('lobby', 'running') AND EXISTS (
    SELECT 1 FROM games older
    WHERE older.channel_id = games.channel_id AND older.variant <> 'solo'
      AND older.status IN ('lobby', 'running') AND older.id < games.id
);
DELETE FROM timers WHERE game_id IN (SELECT id FROM games WHERE end_reason = 'channel_shared');
DROP INDEX games_open_per_channel;
CREATE UNIQUE INDEX games_open_per_channel ON games (channel_id)
    WHERE status IN ('lobby', 'running') AND variant <> 'solo';
CREATE INDEX games_channel ON games (channel_id, status);
CREATE INDEX games_guild_open ON games (guild_id) WHERE status IN ('lobby', 'running');
