"""The figures of a round of commands: percentiles, ratios to the baseline, one printed line."""

from __future__ import annotations

from dataclasses import dataclass


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] if ordered else float("nan")


@dataclass
class Figures:
    kind: str
    n: int
    seconds: float
    acks: list[float]
    replies: list[float]
    lost: int
    stall: float

    def p95(self, which: str) -> float:
        return pct(self.acks if which == "ack" else self.replies, 0.95)

    def line(self, base: Figures | None) -> str:
        def trio(values: list[float], ref: float | None) -> str:
            cells = []
            for q in (0.5, 0.95, 0.99):
                ms = pct(values, q) * 1000
                ratio = f" ({ms / (ref * 1000):4.1f}x)" if ref else ""
                cells.append(f"{ms:7.1f}{ratio}")
            return " / ".join(cells)

        rate = len(self.replies) / self.seconds if self.seconds else 0.0
        ack_ref = base.p95("ack") if base else None
        reply_ref = base.p95("reply") if base else None
        return (
            f"{self.kind:<22} N={self.n:<4} {rate:7.1f} cmd/s  ack p50/p95/p99 ms {trio(self.acks, ack_ref)}"
            f"  reply {trio(self.replies, reply_ref)}  stall {self.stall * 1000:6.1f} ms"
            + (f"  LOST {self.lost}" if self.lost else "")
        )


def merge(runs: list[Figures]) -> Figures:
    first = runs[0]
    return Figures(
        first.kind,
        first.n,
        sum(r.seconds for r in runs),
        [a for r in runs for a in r.acks],
        [a for r in runs for a in r.replies],
        sum(r.lost for r in runs),
        max(r.stall for r in runs),
    )
