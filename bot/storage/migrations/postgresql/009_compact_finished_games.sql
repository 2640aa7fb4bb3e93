-- 009 on PostgreSQL: as ../009_compact_finished_games.sql (read it for why). Differences: jsonb
-- operators instead of SQLite's json_* functions, and json_remove takes several paths from now on
-- (bot/storage/steps.py's FINAL_STATE removes three at once, as SQLite's does): the two-argument
-- function of 001 is replaced by a variadic one (one function of that name, so no call is ambiguous).

DROP FUNCTION json_remove(TEXT, TEXT);
CREATE FUNCTION json_remove(doc TEXT, VARIADIC paths TEXT[]) RETURNS TEXT LANGUAGE plpgsql IMMUTABLE STRICT
    PARALLEL SAFE AS $$
DECLARE
    result JSONB := doc::jsonb;
    path TEXT;
BEGIN
    FOREACH path IN ARRAY paths LOOP
        result := result #- string_to_array(replace(replace(substr(path, 3), '[', '.'), ']', ''), '.');
    END LOOP;
    RETURN result::text;
END $$;

UPDATE games SET state = ((state::jsonb) - 'board' - 'last_turn')::text
WHERE variant = 'main' AND status IN ('finished', 'cancelled') AND state IS NOT NULL
  AND ((state::jsonb) -> 'board') IS NOT NULL;
UPDATE games SET state = ((state::jsonb) - 'history')::text
WHERE variant = 'main' AND state IS NOT NULL AND ((state::jsonb) -> 'history') IS NOT NULL;

UPDATE moves SET action = to_jsonb(
    (CASE (action::jsonb) ->> 'a'
        WHEN 'play' THEN 'p' WHEN 'pass' THEN 's' WHEN 'timeout' THEN 't' WHEN 'resign' THEN 'r' END)
    || ((action::jsonb) ->> 'seat')
    || coalesce((
        SELECT string_agg(' ' || (t.value ->> 0) || ',' || (t.value ->> 1) || (t.value ->> 2), '' ORDER BY t.n)
        FROM jsonb_array_elements(
            CASE WHEN jsonb_typeof((action::jsonb) -> 'tiles') = 'array' THEN (action::jsonb) -> 'tiles'
                 ELSE '[]'::jsonb END
        ) WITH ORDINALITY AS t(value, n)
    ), '')
)::text
WHERE game_id IN (SELECT id FROM games WHERE variant = 'main')
  AND jsonb_typeof(action::jsonb) = 'object'
  AND (action::jsonb) ->> 'a' IN ('play', 'pass', 'timeout', 'resign')
  AND jsonb_typeof((action::jsonb) -> 'seat') = 'number'
  AND ((action::jsonb) ->> 'seat') ~ '^[0-9]+$';

DROP INDEX moves_user;
