"""Storage: every game, move, result and setting, in one SQLite file (aiosqlite) or one PostgreSQL
database (asyncpg), behind the same repositories.

No Discord here. The bot opens ONE `Database` for its process and passes it around.

Opening and closing
    db = await Database.open(target=None)    # target: a SQLite path (None: bot.config.database_path();
                                             # folders are created; WAL, foreign keys, busy timeout,
                                             # synchronous=FULL; PRAGMA user_version) or a
                                             # postgresql:// URL (an asyncpg pool; schema_version table).
                                             # Migrations applied in one transaction (bot/storage/migrations).
                                             # SchemaTooNew (a StorageError) for a database from a newer
                                             # bot: refused before anything is written.
                                             # StorageUnreachable: a server that cannot be used (one
                                             # sentence: bad URL, nothing answering, refused password...).
    await db.close()                         # or `async with await Database.open(...) as db:`
    db.backend ("sqlite" | "postgresql"), db.path (the SQLite file; None on PostgreSQL),
    db.where (printable, no password), db.target (what open() was given)
    await db.integrity_check() -> str        # 'ok'
    await db.schema_version() -> int

The rule of versions
    games.version == the number of rows in that game's move log. Every change of a running game's state
    is a move (a player's action, or a system action such as a timeout with user_id None). The bot reads
    a game (version v), asks the engine, then stores with expected_version=v; if another action got
    there first, VersionConflict is raised and nothing was written: reload and judge again.

Moves and the end of a game (methods of Database; each is ONE transaction)
    await db.apply_move(game_id, expected_version, new_state: dict, move: NewMove,
                        *, timers: Sequence[NewTimer] | None = None,
                        claim: NewSpotClaim | None = None) -> Move
        new state + version+1 + log row (seq = new version). `timers` replaces ALL the game's timers
        (re-arm the turn clock with the move); `claim` records a Spot claim with it.
        Raises VersionConflict, GameStateError (game not running), GameNotFound.
        When it returns, the move is fsynced: only then tell the players.
    await db.finish_game(game_id, expected_version, final_state, results: Sequence[NewResult],
                         move: NewMove | None = None) -> list[Result]
        final state (+ last move, version+1 only if given) + results + status 'finished' + timers
        deleted. Solo: also a solo_results row (tiles placed = results[0].score, completed = won).
        results_from_standings(game_ended, seat_rows) -> list[NewResult] maps the engine's GameEnded.
    await db.verify_replay(game_id) -> ReplayCheck     # main games: rebuild from seats + seed + log,
        compare with the stored state; ReplayCheck.ok / .detail / .differing_keys. (ReplayUnsupported
        for other variants.)
    await db.delete_user_data(user_id, vacuum=False) -> DeletionReport   # privacy.py, forgetting.py
        In short batches behind a `forgetting` marker (safe to run again): Solo games and prefs
        deleted; lobby seats removed (owned lobbies cancelled: cancelled_game_ids); closed games
        anonymised; running games still holding the user listed in pending_game_ids (anonymised when
        they close). The sessions forget the user in running games first (bot/sessions/forget.py,
        with forgetting.forget_in_running_game).

db.games  (Game rows: id, guild_id, channel_id, variant, status, owner_id, options, state, seed,
           version, message_id, created_at, updated_at, finished_at; .family, .is_open)
    create(*, channel_id, variant, owner_id, guild_id=None, options=None, message_id=None,
           seats: Sequence[NewSeat] = (), timers: Sequence[NewTimer] = ()) -> Game      # status 'lobby'
        ChannelBusy(existing_game_id) if the channel has an open game of the family (main | spot |
        race = speed+team); Solo: one open per owner, any channel.
    get(game_id) -> Game (GameNotFound) ; find(game_id) -> Game | None
    open_in_channel(channel_id, family_or_variant) -> Game | None ; open_solo(user_id) -> Game | None
    last_finished_in_channel(channel_id) -> Game | None   # what a board shows once a game is over
    open_games() -> list[Game]                  # every lobby + running game: resume them at start-up
    of_user(user_id, *, open_only=True) -> list[Game]
    start(game_id, state, *, seed=None, timers=None) -> Game   # lobby -> running, version stays 0;
        GameStateError if not in lobby (double-clicked Start). Pass the engine seed: replay needs it.
    cancel(game_id) -> Game                     # lobby/running -> cancelled, timers deleted
    set_message(game_id, message_id) ; set_options(game_id, options)
db.seats  (SeatRow: game_id, seat, user_id, name, kind, level, team, joined_at; .engine_id, .to_engine())
    list(game_id) -> list[SeatRow]
    add(game_id, NewSeat(user_id, name, kind='human', level=None, team=None), *, max_seats=None) -> SeatRow
        lobby only; AlreadySeated / GameFull / GameStateError.
    remove(game_id, *, user_id=None | seat=None) -> SeatRow | None   # later seats move up (0..n-1)
    set_team(game_id, seat, team)
    engine_seats(seat_rows) -> list[engine Seat]   # build MainGame.new's seats with THIS (ids are
        str(user_id), computers 'cpu<seat>'), so verify_replay can rebuild the game.
db.moves   list(game_id, *, after=0) -> list[Move] ; count(game_id) ; last(game_id) -> Move | None
db.results for_game(game_id) -> list[Result] ; for_user(user_id, *, variant=None, limit=20)
db.spot    add_claim(game_id, NewSpotClaim(user_id, round, tiles, correct, reaction_ms)) -> SpotClaim
           claims(game_id, *, round=None) -> list[SpotClaim]
db.solo    results(user_id, *, limit=20) -> list[SoloResult]
           daily_taken(user_id, day) -> bool ; daily_table(day, *, guild_id) -> list[SoloDailyRow]
           daily_days(user_id) -> list[str]     # the daily puzzle: a Solo game with options {"daily": day}
db.settings guild(guild_id) -> GuildSettings (defaults if never set: text_mode False, turn_limit_s None,
            language 'en', extra {}) ; set_guild(guild_id, *, text_mode=, turn_limit_s=, language=,
            extra=) -> GuildSettings (only the given fields change)
            user(user_id) -> UserPrefs (text_mode/language None = follow the server) ;
            set_user(user_id, *, text_mode=, language=) -> UserPrefs
db.timers  (Timer: id, game_id, kind, due_at epoch seconds, payload dict, created_at)
    add(game_id, kind, due_at, payload=None) -> Timer ; replace(game_id, kind, due_at, payload=None)
    cancel(game_id, kind=None) -> int ; cancel_id(timer_id) -> bool
    peek(game_id) -> list[Timer] (a reader's for_game: leaves a commit's copy to for_game)
    drop(timer) -> bool (deletes the row only while it is still that timer: SQLite reuses ids)
    due(before=None) -> list[Timer] (due_at <= before, default now) ; pending() -> list[Timer] (re-arm
    all at start-up) ; for_game(game_id). Finishing or cancelling a game deletes its timers.
db.stats   (bot/storage/stats.py says what counts; ratings in bot/storage/ratings.py)
    variants_played(user_id) ; summary(user_id, variant) -> Summary(games, wins, walkovers, left, best,
         average, ranked_games) ; turns(user_id) -> TurnStats(best_turn, bonus_turns) ;
         spot_times(user_id) -> SpotTimes(claims, sets_won, fastest_ms, median_ms)
    recent(user_id, *, variant=None, limit=20) -> list[RecentResult]  # newest first: place, players,
         outcome (won, left, walkover), rating before/after
    board(variant, *, guild_id=None, period='all'|'month'|'week', by='rating'|'wins', caller_id=None,
         limit=10) -> Board(entries, caller)   # caller: the caller's own row when outside the top
    rating(user_id, variant) -> Rating | None
    ratings.get(user_id, family='main') ; ratings.changes_for_game(game_id) -> list[RatingChange]
         (.before, .after, .delta: conservative ratings; the end card's rating column) ;
         ratings.trend(user_id, family, limit=20)
    user(user_id, *, guild_id=None) -> list[VariantStats(variant, games, wins, best, average,
         ranked_games, ranked_wins)]           # all finished games of the user
    leaderboard(variant, *, guild_id=None, limit=10) -> list[LeaderboardEntry(rank, user_id, games,
         wins, best, average)]                 # ranked rows only; guild_id None = global
    spot(user_id, *, guild_id=None) -> SpotStats(claims, correct, tiles_won, fastest_ms, average_ms)
    solo(user_id) -> SoloStats ; solo_leaderboard(*, guild_id=None, limit=10)
    Ranked (anti-farming, records.ranked_flags): a game counts only with 2+ different humans; a player
    who left gets a ranked loss; a stayer's row counts only if 2+ humans stayed to the end (no wins by
    walkover or by an alt that quits); computer players and deleted users never appear.

Errors (all StorageError): ConnectionLost(.maybe_committed) (the database connection broke: PostgreSQL
reads and BEGINs are retried on a fresh connection, Database.commit once more), SchemaTooNew,
MigrationError, GameNotFound, ChannelBusy(.existing_game_id), VersionConflict(.expected, .actual),
GameStateError(.status), AlreadySeated(.seat), GameFull,
ReplayUnsupported.

Low level (for an admin command or a one-off query): `async with db.read() as conn` (plain reads),
`db.snapshot()` (reads that must agree), `db.transaction()` (one transaction, rollback on any
exception). SQL is written once for both backends (bot/storage/sql.py says the few differences).
Times are epoch seconds (float) throughout; JSON columns come back decoded.

Concurrency: SQLite has one writer connection; every write holds the Database's asyncio lock for its
whole transaction, so coroutines never interleave inside one. PostgreSQL has a pool: transactions run
side by side (from several processes too), and what SQLite's single writer made safe is made safe by
row locks (the version check's UPDATE, lobby changes) and advisory locks (ratings, settings), see
bot/storage/pg.py. The bot's per-game lock is still wanted (it keeps the engine work and the store in
order); the version check is the safety net under it.
"""

from .db import ENV_VAR, Committed, Database, default_path
from .errors import (
    AlreadySeated,
    ChannelBusy,
    ConnectionLost,
    GameFull,
    GameNotFound,
    GameStateError,
    MigrationError,
    ReplayUnsupported,
    SchemaTooNew,
    StorageBusy,
    StorageError,
    StorageUnreachable,
    TimerGone,
    VersionConflict,
)
from .models import (
    DeletionReport,
    Family,
    Game,
    GuildSettings,
    LeaderboardEntry,
    Move,
    NewMove,
    NewResult,
    NewSeat,
    NewSpotClaim,
    NewTimer,
    ReplayCheck,
    Result,
    SeatRow,
    SoloDailyRow,
    SoloLeaderboardEntry,
    SoloResult,
    SoloStats,
    SpotClaim,
    SpotStats,
    Status,
    Timer,
    UserPrefs,
    Variant,
    VariantStats,
    engine_seats,
    register_variant,
    replayable,
    results_from_standings,
)
from .outbox import Pending
from .settings import UNSET

__all__ = [
    "ENV_VAR",
    "UNSET",
    "AlreadySeated",
    "ChannelBusy",
    "Committed",
    "ConnectionLost",
    "Database",
    "DeletionReport",
    "Family",
    "Game",
    "GameFull",
    "GameNotFound",
    "GameStateError",
    "GuildSettings",
    "LeaderboardEntry",
    "MigrationError",
    "Move",
    "NewMove",
    "NewResult",
    "NewSeat",
    "NewSpotClaim",
    "NewTimer",
    "Pending",
    "ReplayCheck",
    "ReplayUnsupported",
    "Result",
    "SchemaTooNew",
    "SeatRow",
    "SoloDailyRow",
    "SoloLeaderboardEntry",
    "SoloResult",
    "SoloStats",
    "SpotClaim",
    "SpotStats",
    "Status",
    "StorageBusy",
    "StorageError",
    "StorageUnreachable",
    "Timer",
    "TimerGone",
    "UserPrefs",
    "Variant",
    "VariantStats",
    "VersionConflict",
    "default_path",
    "engine_seats",
    "register_variant",
    "replayable",
    "results_from_standings",
]  # fmt: skip
