"""Colour differences as people see them: CIEDE2000 and simulated colour-vision deficiencies.

CIEDE2000 follows Sharma, Wu & Dalal, "The CIEDE2000 colour-difference formula: implementation
notes, supplementary test data, and mathematical observations" (2005), checked against their
test data in test_palette.py. Deficiencies are simulated with the matrices of Machado, Oliveira
& Fernandes, "A physiologically-based model for simulation of color vision deficiency" (IEEE
TVCG 2009) at severity 1.0 (dichromacy), applied to linear sRGB, then clipped.
"""

from __future__ import annotations

import math

RGB = tuple[int, int, int]
Lab = tuple[float, float, float]

MACHADO = {
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
}


def _lin(v: float) -> float:
    s = v / 255
    return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4


def _gamma(v: float) -> float:
    v = min(1.0, max(0.0, v))
    return 255 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055)


def simulate(c: RGB, deficiency: str) -> tuple[float, float, float]:
    """`c` as a dichromat sees it (sRGB 0–255, unrounded)."""
    m = MACHADO[deficiency]
    lin = [_lin(v) for v in c]
    return tuple(_gamma(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))  # type: ignore[return-value]


def lab(c: tuple[float, float, float]) -> Lab:
    """sRGB (D65) → CIE L*a*b*."""
    r, g, b = (_lin(v) for v in c)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def ciede2000(lab1: Lab, lab2: Lab) -> float:
    """ΔE00 between two L*a*b* colours (kL = kC = kH = 1)."""
    L1, a1, b1 = lab1
    L2, a2, b2 = lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar**7 / (c_bar**7 + 25**7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dLp, dCp = L2 - L1, c2p - c1p
    dh = h2p - h1p
    if c1p * c2p == 0:
        dh = 0.0
    elif dh > 180:
        dh -= 360
    elif dh < -180:
        dh += 360
    dHp = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh) / 2)
    Lbp, Cbp = (L1 + L2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        hbp = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hbp = (h1p + h2p) / 2
    else:
        hbp = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(hbp - 30))
        + 0.24 * math.cos(math.radians(2 * hbp))
        + 0.32 * math.cos(math.radians(3 * hbp + 6))
        - 0.20 * math.cos(math.radians(4 * hbp - 63))
    )
    d_theta = 30 * math.exp(-(((hbp - 275) / 25) ** 2))
    rc = 2 * math.sqrt(Cbp**7 / (Cbp**7 + 25**7))
    sl = 1 + 0.015 * (Lbp - 50) ** 2 / math.sqrt(20 + (Lbp - 50) ** 2)
    sc = 1 + 0.045 * Cbp
    sh = 1 + 0.015 * Cbp * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    return math.sqrt((dLp / sl) ** 2 + (dCp / sc) ** 2 + (dHp / sh) ** 2 + rt * (dCp / sc) * (dHp / sh))


def delta_e(a: RGB, b: RGB, vision: str = "normal") -> float:
    """ΔE00 between two sRGB colours as seen with `vision` ("normal" or a key of `MACHADO`)."""
    if vision == "normal":
        return ciede2000(lab(a), lab(b))
    return ciede2000(lab(simulate(a, vision)), lab(simulate(b, vision)))


VISIONS = ("normal", "deuteranopia", "protanopia")
