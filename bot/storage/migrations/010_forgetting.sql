-- 010: /forget-me runs in short batches (bot/storage/forgetting.py); this marker says a user's
-- forgetting has begun and is not finished yet. Written before the first deletion, removed after
-- the last batch; a bot that stops half way finds it at start-up and finishes the work.
CREATE TABLE forgetting (
    user_id      INTEGER PRIMARY KEY,
    requested_at REAL NOT NULL
) STRICT;

-- A user's games by owner (the user's own lobbies and games, found without reading every game).
CREATE INDEX games_owner ON games (owner_id);
