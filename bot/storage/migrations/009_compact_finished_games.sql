-- 009: games take less room (a running game's row no longer grows past a page, so a finished
-- game does not leave a mostly empty page behind).
-- 1. A main game's state, running too, leaves out its move history (the engine reads a state
--    without one); a closed one also its board and last turn (the move log rebuilds them, as 008
--    did for the history): what stays is the end's summary (seats, scores, racks).
-- 2. A main game's logged engine actions become one JSON string, "p0 0,0G6 0,1B9": the kind's
--    letter (p play, s pass, t timeout, r resign), the seat, then " row,colTILE" per tile in the
--    logged order (bot/storage/_rows.py encode_action/decode_action). Other actions stay objects.
-- 3. moves_user goes: every query on moves names its game (the primary key's prefix).

UPDATE games SET state = json_remove(state, '$.board', '$.last_turn')
WHERE variant = 'main' AND status IN ('finished', 'cancelled') AND state IS NOT NULL
  AND json_valid(state) AND json_type(state, '$.board') IS NOT NULL;
UPDATE games SET state = json_remove(state, '$.history')
WHERE variant = 'main' AND state IS NOT NULL
  AND json_valid(state) AND json_type(state, '$.history') IS NOT NULL;

UPDATE moves SET action = json_quote(
    CASE json_extract(action, '$.a')
        WHEN 'play' THEN 'p' WHEN 'pass' THEN 's' WHEN 'timeout' THEN 't' WHEN 'resign' THEN 'r'
    END
    || json_extract(action, '$.seat')
    || coalesce((
        SELECT group_concat(tile, '') FROM (
            SELECT ' ' || json_extract(t.value, '$[0]') || ',' || json_extract(t.value, '$[1]')
                   || json_extract(t.value, '$[2]') AS tile
            FROM json_each(moves.action, '$.tiles') AS t ORDER BY t.key
        )
    ), '')
)
WHERE game_id IN (SELECT id FROM games WHERE variant = 'main')
  AND json_valid(action) AND json_type(action) = 'object'
  AND json_extract(action, '$.a') IN ('play', 'pass', 'timeout', 'resign')
  AND json_type(action, '$.seat') = 'integer';

DROP INDEX moves_user;
