"""Computer players for the main game: easy, normal and hard (deterministic under a seed).

* easy   — a random turn among the lower-scoring half: legal and modest.
* normal — the highest score now, counting the bonus turn a 6-line earns (the best follow-up).
* hard   — plans whole bonus sequences: every bonus turn (one per set of tiles used and score)
  is followed by the best sequence of further bonus turns it allows (a few steps deep), so a
  turn is worth all the points of its sequence. For its best candidates it then looks at what
  the board at the end of the sequence opens to the next player: that player's best reply over
  racks dealt from the tiles the computer cannot see (the same racks for every candidate), a
  reply that earns a bonus weighed as more; plus a small value for the tiles it keeps (6/9
  tiles, distinct colours, low values when the bag runs out). The racks are looked at in two
  halves: every candidate meets the first half, the closer contenders the second too.
  Tried and measured no better than normal, so left out: a greedy 2-ply playout per candidate,
  its own best next turn, a value per tile placed (either sign), a value for a bonus its kept
  tiles could take next turn.

A computer player only uses what its seat may see: the board, its own rack, the key and the
number of tiles in the bag. Everything random comes from a `random.Random` seeded from the
game's seed, the seat and the turn number, so a game replays exactly.
"""

from __future__ import annotations

import heapq
import random
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from . import movegen
from .board import Board
from .main_game import MainGame
from .movegen import Turn
from .movegen_position import _Position
from .movegen_search import _NO_COMBO, _Chain, _Found_t, _search
from .tiles import RACK_SIZE, SIX, Tile, full_set
from .turns import Placement

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")

# how many bonus turns have their follow-up looked at (the best-scoring ones)
_FOLLOW_UP_LIMIT = 24
# hard: bonus follow-ups examined in a chain
_CHAIN_BRANCHES = 4


@dataclass(frozen=True, slots=True)
class Weights:
    """The hard player's judgement; one place to tune it."""

    candidates: int = 16  # the best turns by score (and chain) looked at more closely
    samples: int = 16  # racks dealt for the next player (the same for every candidate)
    finalists: int = 8  # candidates that meet the second half of the racks
    reply: float = 1.0  # share of the points the next player is expected to take
    bonus_reply: float = 30.0  # extra for a reply that earns the next player a bonus turn
    six_kept: float = 2.0  # a 6/9 tile kept is flexible
    colour_repeat: float = 1.5  # each extra tile of a colour already kept
    late_value: float = 0.5  # per point kept when the bag is nearly empty (end penalty M9)
    chain_bonus: float = 20.0  # a bonus turn beyond the look-ahead is worth about a turn
    chain_depth: int = 2  # further bonus turns planned after a candidate that earns one
    root_width: int = 24  # bonus turns (grouped) planned from the position
    chain_width: int = 8  # bonus turns (grouped) planned at each later step


HARD = Weights()


def choose_turn(game: MainGame, seat: int, level: str, seed: int) -> list[Placement] | None:
    """The turn `seat` plays at `level`, or None (pass) when it has no legal turn."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: use one of {', '.join(LEVELS)}")
    rack = list(game.racks[seat])
    if not rack:
        return None
    rng = random.Random(f"{seed}:{game.seed}:{seat}:{game.turn_number}:{level}")
    turns = movegen.legal_turns(game.board, rack, game.key)
    if not turns:
        return None
    if level == "easy":
        turn = _easy(turns, rng)
    elif level == "normal":
        turn = _normal(game.board, rack, game.key, turns)
    else:
        turn = _hard(game, seat, rack, turns, rng)
    return turn.ordered()


# ---------------------------------------------------------------- levels
# Turns come from movegen in an order that depends only on the position, so "the first of the
# best" is a deterministic tie-break that costs nothing (sorting 30 000 turns would).


def _easy(turns: list[Turn], rng: random.Random) -> Turn:
    median = statistics.median_low([t.score for t in turns])
    return rng.choice([t for t in turns if t.score <= median])


def _normal(board: Board, rack: Sequence[Tile], key: int, turns: list[Turn]) -> Turn:
    values = _values(board, rack, key, turns)
    return turns[max(range(len(turns)), key=lambda i: (values[i], -i))]


def _top(values: Sequence[float], n: int) -> list[int]:
    """Indices of the n highest values, the earlier first among equals."""
    return heapq.nlargest(n, range(len(values)), key=lambda i: (values[i], -i))


def _values(
    board: Board, rack: Sequence[Tile], key: int, turns: list[Turn], w: Weights | None = None
) -> list[float]:
    """Score now, plus the best follow-up for a turn that earns a bonus (M5).

    With weights (hard), the follow-up counts the bonus it may earn in turn.
    """
    values: list[float] = [t.score for t in turns]
    bonus = [i for i, t in enumerate(turns) if t.bonus]
    if len(bonus) > _FOLLOW_UP_LIMIT:
        bonus = heapq.nlargest(_FOLLOW_UP_LIMIT, bonus, key=lambda i: (values[i], -i))
    for i in bonus:
        left = rack_after(rack, turns[i])
        if left:
            after = board_after(board, turns[i])
            values[i] += _follow_up(after, left, key, w) if w else movegen.best_score(after, left, key)
    return values


def _follow_up(board: Board, rack: Sequence[Tile], key: int, w: Weights) -> float:
    """The best next turn of a bonus sequence, counting the further bonus it may earn.

    Only the best few turns are built (`movegen.hints`): a follow-up with 7 tiles left can have
    tens of thousands of turns, and this runs for many candidates.
    """
    turns = movegen.hints(board, rack, key, limit=3 * _CHAIN_BRANCHES)
    if not turns:
        return 0.0
    best: float = turns[0].score
    for u in [t for t in turns if t.bonus][:_CHAIN_BRANCHES]:
        left = rack_after(rack, u)
        extra = 0.0
        if left:
            top, top_bonus = movegen.score_summary(board_after(board, u), left, key)
            extra = max(top, top_bonus + w.chain_bonus) if top_bonus else top
        best = max(best, u.score + extra)
    return best


_Plan = tuple[float, Board, list[Tile]]


def _options(board: Board, rack: Sequence[Tile], key: int, limit: int) -> tuple[Turn | None, list[Turn]]:
    """One search: the best-scoring turn, and the bonus turns worth planning with.

    Bonus turns are kept one per (tiles used, score), best scores first: turns that use the
    same tiles for the same points differ only in where the tiles lie, which matters far
    less to what follows than which tiles are left. Only the turns kept are built.
    """
    pos = _Position(board, rack, key)
    tiles = pos.rack.tiles
    best: _Found_t | None = None
    best_score = -1
    # a turn's tiles have distinct colours, so a set names them
    groups: dict[tuple[frozenset[Tile], int], _Found_t] = {}
    for chain, free, base, bonus, combos in _search(pos, False):
        fixed: list[int] = []
        link: _Chain | None = chain
        while link is not None:
            fixed.append(link[1])
            link = link[2]
        for idx, extra in combos:
            score = base + extra
            if not bonus and score <= best_score:
                continue
            placed: _Chain | None = chain
            for p, i in zip(free, idx, strict=True):
                placed = (p, i, placed)
            entry: _Found_t = (placed, (), score, bonus, _NO_COMBO)
            if score > best_score:
                best, best_score = entry, score
            if bonus:
                group = (frozenset([tiles[i].in_hand for i in (*fixed, *idx)]), score)
                if group not in groups:
                    groups[group] = entry
    kept = sorted(groups.items(), key=lambda kv: (-kv[0][1], len(kv[0][0])))[:limit]
    built = movegen._build(pos, [best] if best else [])
    return (built[0] if built else None), movegen._build(pos, [e for _, e in kept])


def _group(turns: Sequence[Turn], limit: int) -> list[Turn]:
    groups: dict[tuple[frozenset[Tile], int], Turn] = {}
    for u in turns:
        k = (frozenset([p.tile.in_hand for p in u.placements]), u.score)
        if k not in groups:
            groups[k] = u
    return sorted(groups.values(), key=lambda u: (-u.score, len(u.placements)))[:limit]


def _chain(
    board: Board, rack: list[Tile], key: int, w: Weights, depth: int, memo: dict[object, _Plan]
) -> _Plan:
    """The best bonus sequence from here: (points, board at its end, rack at its end)."""
    if not rack:
        return 0.0, board, rack
    memo_key = (frozenset(board.items()), tuple(sorted(rack)))
    found = memo.get(memo_key)
    if found is not None:
        return found
    top, bonus_turns = _options(board, rack, key, w.chain_width)
    best: _Plan = (0.0, board, rack)
    if top is not None:
        best = (float(top.score), board_after(board, top), rack_after(rack, top))
    for u in bonus_turns:
        after, left = board_after(board, u), rack_after(rack, u)
        if depth > 0 and left:
            extra, end, end_rack = _chain(after, left, key, w, depth - 1, memo)
        else:
            extra, end, end_rack = (w.chain_bonus if left else 0.0), after, left
        if u.score + extra > best[0]:
            best = (u.score + extra, end, end_rack)
    memo[memo_key] = best
    return best


def _hard(game: MainGame, seat: int, rack: list[Tile], turns: list[Turn], rng: random.Random) -> Turn:
    board, key, w = game.board, game.key, HARD
    # every turn is worth its score; a bonus turn (grouped) also the best sequence it opens
    values: list[float] = [t.score for t in turns]
    plans: dict[int, _Plan] = {}
    memo: dict[object, _Plan] = {}
    index = {id(t): i for i, t in enumerate(turns)}
    for u in _group([t for t in turns if t.bonus], w.root_width):
        i = index[id(u)]
        left = rack_after(rack, u)
        if left:
            plans[i] = _chain(board_after(board, u), left, key, w, w.chain_depth, memo)
            values[i] += plans[i][0]
    candidates = _top(values, w.candidates)
    unseen = unseen_tiles(game, seat)
    others = [i for i in game.active_seats() if i != seat]
    next_rack_size = len(game.racks[others[0]]) if others else 0
    bag_left = len(game.bag)
    # the same racks for every candidate: differences come from the board, not from luck
    drawn = _deal(unseen, next_rack_size, w.samples if others else 0, rng)
    ends: dict[int, tuple[Board, list[Tile]]] = {}
    for i in candidates:
        # the next player replies after the whole bonus sequence, not after this turn
        ends[i] = (
            (plans[i][1], plans[i][2])
            if i in plans
            else (board_after(board, turns[i]), rack_after(rack, turns[i]))
        )
    leave = {i: _leave_value(ends[i][1], bag_left, w) for i in candidates}
    reply_total = dict.fromkeys(candidates, 0.0)
    replied = dict.fromkeys(candidates, 0)

    def value(i: int) -> float:
        reply = reply_total[i] / replied[i] if replied[i] else 0.0
        return values[i] - w.reply * reply + leave[i]

    # Successive halving: every candidate meets the first half of the racks, the better ones
    # (w.finalists) the rest as well; samples go where the choice is close.
    half = len(drawn) // 2
    stages = [drawn[:half], drawn[half:]] if len({tuple(sorted(r)) for r in drawn}) > 1 else [drawn]
    rank = {i: n for n, i in enumerate(candidates)}  # among equal values the earlier candidate

    def order(i: int) -> tuple[float, int]:
        return value(i), -rank[i]

    alive = candidates
    for n, batch in enumerate(stages):
        if n:
            alive = sorted(heapq.nlargest(w.finalists, alive, key=order), key=rank.__getitem__)
        # with the bag empty every rack drawn is the next player's rack: look at it once
        racks = Counter(tuple(sorted(r)) for r in batch)
        distinct = list(racks)
        for i in alive:
            for (top, top_bonus), opp in zip(
                movegen.score_summaries(ends[i][0], distinct, key), distinct, strict=True
            ):
                reply_total[i] += racks[opp] * (max(top, top_bonus + w.bonus_reply) if top_bonus else top)
            replied[i] += len(batch)
    return turns[max(alive, key=order)]


def _deal(unseen: Sequence[Tile], size: int, count: int, rng: random.Random) -> list[list[Tile]]:
    """`count` racks of `size` tiles for the next player, dealt from shuffled copies of `unseen`.

    Dealing a shuffled copy out rack by rack (rather than drawing each rack on its own) puts
    every unseen tile into some rack equally often: a rare tile that completes a line is
    neither missed nor counted twice by chance, which steadies the estimate of what the next
    player can do.
    """
    size = min(size, len(unseen))
    racks: list[list[Tile]] = []
    deck: list[Tile] = []
    while size and len(racks) < count:
        if len(deck) < size:
            deck = list(unseen)
            rng.shuffle(deck)
        racks.append(deck[-size:])
        del deck[-size:]
    return racks


def _leave_value(left: Sequence[Tile], bag_left: int, w: Weights) -> float:
    """What the tiles kept are worth beyond their points: flexibility now, penalty at the end."""
    value = w.six_kept * sum(1 for t in left if t.face == SIX)
    colours = Counter(t.colour for t in left)
    value -= w.colour_repeat * sum(n - 1 for n in colours.values() if n > 1)
    if bag_left < RACK_SIZE:
        value -= w.late_value * sum(t.face for t in left)
    return value


# ---------------------------------------------------------------- helpers


def board_after(board: Board, turn: Turn) -> Board:
    after = board.copy()
    after.place((p.cell, p.tile) for p in turn.placements)
    return after


def rack_after(rack: Sequence[Tile], turn: Turn) -> list[Tile]:
    left = list(rack)
    for p in turn.placements:
        left.remove(p.tile.in_hand)
    return left


def unseen_tiles(game: MainGame, seat: int) -> list[Tile]:
    """Tiles `seat` cannot see (the bag and the other racks), in a fixed order."""
    count = Counter(full_set())
    count.subtract(t.in_hand for t in game.board.cells.values())
    count.subtract(game.racks[seat])
    return sorted(count.elements())
