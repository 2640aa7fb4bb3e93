-- 010 on PostgreSQL: as ../010_forgetting.sql (read it for why), with PostgreSQL's types.
CREATE TABLE forgetting (
    user_id      BIGINT PRIMARY KEY,
    requested_at DOUBLE PRECISION NOT NULL
);

CREATE INDEX games_owner ON games (owner_id);
