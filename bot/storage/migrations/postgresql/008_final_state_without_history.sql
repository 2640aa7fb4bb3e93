-- 008 on PostgreSQL: as ../008_final_state_without_history.sql. No PostgreSQL database predates it:
-- closed games' states are stored without history from the start. The index of the running main
-- games where a computer is to move, with the same expression as bot/storage/startup.py (its
-- json_extract is migration 001's function).

CREATE INDEX games_computer_to_move ON games (id)
WHERE variant = 'main' AND status = 'running'
  AND json_extract(state, '$.seats[' || json_extract(state, '$.current') || '].kind') = 'computer';
