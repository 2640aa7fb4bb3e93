-- 008: a closed main game's stored state no longer repeats its move history.
-- The move log (moves) is the record; the history in the state doubled it. verify_replay and the
-- replay buttons rebuild a game from the log. Open games keep their history (the engine plays on it).
-- Open main games for start-up (computer to move) are found through games_status.

UPDATE games SET state = json_remove(state, '$.history')
WHERE variant = 'main' AND status IN ('finished', 'cancelled') AND state IS NOT NULL
  AND json_valid(state) AND json_type(state, '$.history') IS NOT NULL;

-- Start-up resumes only the running main games where a computer is to move: this partial index
-- holds exactly those (bot/storage/startup.py uses the same expression, so the planner picks it).
CREATE INDEX games_computer_to_move ON games (id)
WHERE variant = 'main' AND status = 'running'
  AND json_extract(state, '$.seats[' || json_extract(state, '$.current') || '].kind') = 'computer';
