"""The board's tiles carry their colour letter (R O Y G B P) in the corner, as every chat picture
prints it, for players who cannot tell the colours apart: on the board and in the rack, on a desktop
window and a phone, in the dark and the light theme, readable (size, contrast) and clear of the number;
and the zoom buttons, in a strip of their own, never cover a tile."""

from __future__ import annotations

import pytest

from .test_board import one_turn_played, open_player, shoot

pytestmark = pytest.mark.browser

# Each tile on the page: its tile, its colour letter, the letter's size and its contrast with the
# tile (WCAG ratio), and whether the letter overlaps the number.
TILES = """() => {
  const rgb = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = (c) => { const [r, g, b] = rgb(c).map(v => { v /= 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  const ratio = (a, b) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  return [...document.querySelectorAll(".cell.tile, .rack .tile")].map(t => {
    const mark = t.querySelector(".colour"), face = t.querySelector(".face");
    const m = mark?.getBoundingClientRect(), f = face?.getBoundingClientRect();
    const zoom = t.getBoundingClientRect().width / t.offsetWidth;
    return {
      tile: t.dataset.tile,
      letter: mark?.textContent ?? null,
      hidden: mark?.getAttribute("aria-hidden"),
      // the letter's size as drawn (the board's layer may be zoomed)
      px: mark ? parseFloat(getComputedStyle(mark).fontSize) * zoom : 0,
      contrast: mark ? ratio(getComputedStyle(mark).color, getComputedStyle(t).backgroundColor) : 0,
      overlaps: !!(m && f && m.right > f.left && m.bottom > f.top && m.left < f.right && m.top < f.bottom),
      label: t.getAttribute("aria-label"),
      boxes: m && f && [[m.left, m.top, m.right, m.bottom], [f.left, f.top, f.right, f.bottom]],
    };
  });
}"""


@pytest.mark.parametrize("theme", ["dark", "light"])
@pytest.mark.parametrize("size", [(1280, 800), (390, 844)], ids=["desktop", "phone"])
async def test_every_tile_carries_its_colour_letter(simcord_env, board, local_discord, browser, size, theme):
    channel, _, game, mover = await one_turn_played(simcord_env)
    player = await open_player(browser, board, local_discord, mover, channel, size=size, theme=theme)
    page = player.page
    await page.locator(".rack .tile").first.wait_for()
    tiles = await page.evaluate(TILES)
    on_board = [t for t in tiles if t["label"] and "," in t["label"]]
    assert len(on_board) == len(game.board) and len(tiles) > len(on_board)  # the board's and the rack's
    for t in tiles:
        assert t["letter"] == t["tile"][0], t
        assert t["hidden"] == "true", t  # the tile's label already says the colour
        assert not t["overlaps"], t["boxes"]
        assert t["contrast"] >= 4.5, t
    smallest = min(t["px"] for t in tiles)
    assert smallest >= 9, tiles
    print(
        f"\n{theme} {size[0]}x{size[1]}: {len(tiles)} tiles; colour letter {smallest:.1f}-"
        f"{max(t['px'] for t in tiles):.1f} px; contrast {min(t['contrast'] for t in tiles):.2f}:1 or more"
    )
    await shoot(player, f"tiles-{theme}-{size[0]}")


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)], ids=["desktop", "phone"])
async def test_the_zoom_buttons_never_cover_the_board(simcord_env, board, local_discord, browser, size):
    channel, _, _, mover = await one_turn_played(simcord_env)
    player = await open_player(browser, board, local_discord, mover, channel, size=size)
    page = player.page
    await page.locator(".cell.tile").first.wait_for()
    for _ in range(3):  # zoomed in: the board fills its whole frame, tiles up to its edges
        await page.get_by_role("button", name="Zoom in").click()
    view = await page.locator(".viewport").bounding_box()
    for button in await page.locator(".zoom button").all():
        box = await button.bounding_box()
        assert box["x"] >= view["x"] + view["width"] or box["y"] >= view["y"] + view["height"], (box, view)
    # every tile the player sees is in that frame, none under a button
    covered = await page.evaluate(
        """() => [...document.querySelectorAll('.cell.tile')].filter(t => {
          const r = t.getBoundingClientRect(), x = r.x + r.width / 2, y = r.y + r.height / 2;
          const top = document.elementFromPoint(x, y);
          return top && top.closest('.zoom');
        }).length"""
    )
    assert covered == 0
    await shoot(player, f"zoom-{size[0]}")
