/** Tiles and cells as the chat writes them: `R5`, `B9` (a 6 placed as a 9), `AB27`. */
import { say } from "./catalogue";
import type { Cell, Tile } from "./protocol";

/** The chat pictures' colours, used until a table brings its own palette. */
export const DEFAULT_PALETTE: Record<string, string> = {
  R: "#b01c32",
  O: "#f07f00",
  Y: "#fcf01b",
  G: "#30b083",
  B: "#27b2fd",
  P: "#844dee",
};

export function colourOf(tile: Tile): string {
  return tile.charAt(0);
}

export function faceOf(tile: Tile): number {
  return Number(tile.slice(1));
}

/** A tile's colour letter as the chat pictures print it in the tile's corner, so a player who
 * cannot tell the colours apart reads them (hidden from screen readers: the tile's label says it). */
export function colourMark(tile: Tile): HTMLElement {
  const mark = document.createElement("span");
  mark.className = "colour";
  mark.textContent = colourOf(tile);
  mark.setAttribute("aria-hidden", "true");
  return mark;
}

/** Draw `tile` on `el` (a board cell, a rack tile, a dragged tile): its colour letter and its number. */
export function drawTile(el: HTMLElement, tile: Tile): void {
  const face = document.createElement("span");
  face.className = "face";
  face.textContent = tile.slice(1);
  el.replaceChildren(colourMark(tile), face);
}

/** Each colour letter's name, as the chat's pictures say it to a screen reader (catalogue ids). */
const COLOUR_NAMES: Record<string, string> = {
  R: "render.colour_red",
  O: "render.colour_orange",
  Y: "render.colour_yellow",
  G: "render.colour_green",
  B: "render.colour_blue",
  P: "render.colour_purple",
};

/** "R5 red 5": what a screen reader says for a tile (the chat name first). */
export function tileLabel(tile: Tile): string {
  return `${tile} ${say(COLOUR_NAMES[colourOf(tile)] ?? "")} ${faceOf(tile)}`;
}

/** A 6 and a 9 are one physical tile: true for either face. */
export function isFlippable(tile: Tile): boolean {
  const face = faceOf(tile);
  return face === 6 || face === 9;
}

/** 6 → 9 and 9 → 6; other tiles unchanged. */
export function flip(tile: Tile): Tile {
  const face = faceOf(tile);
  if (face === 6) return `${colourOf(tile)}9`;
  if (face === 9) return `${colourOf(tile)}6`;
  return tile;
}

/** The tile as it lies in a rack (a 9 is a 6 there). */
export function rackForm(tile: Tile): Tile {
  return faceOf(tile) === 9 ? `${colourOf(tile)}6` : tile;
}

/** Split a cell label into its column letters and row label ("AB27" → ["AB", "27"]). */
export function splitCell(cell: Cell): [string, string] {
  const m = /^([A-Z]+)(\d+)$/.exec(cell);
  return m ? [m[1], m[2]] : ["", ""];
}

/** Black or white text, whichever reads better on this background (WCAG relative luminance). */
export function inkFor(background: string): string {
  const hex = background.replace("#", "");
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const lum = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // contrast with black (lum+0.05)/0.05 vs with white 1.05/(lum+0.05)
  return (lum + 0.05) / 0.05 >= 1.05 / (lum + 0.05) ? "#111111" : "#ffffff";
}
