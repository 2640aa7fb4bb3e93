-- 011 on PostgreSQL: 001's CHECK (variant IN (...)) goes (../011_variant_names.sql says why); here
-- it is one ALTER, which keeps the table, its rows, indexes and the foreign keys to it.
ALTER TABLE games DROP CONSTRAINT IF EXISTS games_variant_check;
