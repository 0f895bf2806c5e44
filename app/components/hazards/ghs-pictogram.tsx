/**
 * The nine GHS hazard pictograms, drawn after the regulation's artwork (UN GHS Annex 3 Section 5): a black symbol on
 * white in a square set on a point, with a red frame. Simple shapes on a 100-unit grid, so a 24 px card icon stays
 * recognisable and a 40 mm printed label stays clean. Drawn once, in the sprite /pictograms.svg (a <symbol> each,
 * pictogram-sprite.server.tsx), which pages reference with <use>: a list of 20 rows carried 40-odd copies of the
 * artwork inline, 17 KB of a search page's 80. The printed label draws its own inline (`inline`).
 */
import type { ReactNode } from "react";
import type { PictogramCode } from "~/content/ghs/pictograms";
import { useT } from "~/i18n/react";

/** The frame's red: CLP and the GHS ask for red; this is the one most published artwork uses. */
const RED = "#E4002B";
const DIAMOND = "50,5.5 94.5,50 50,94.5 5.5,50";

/** A polygon's points on a circle: `count` corners from `start` degrees (0 = to the right, clockwise), radii alternating. */
function ring(cx: number, cy: number, radii: number[], count: number, start = -90) {
  return Array.from({ length: count }, (_, i) => {
    const angle = ((start + (360 / count) * i) * Math.PI) / 180;
    const r = radii[i % radii.length]!;
    return `${round(cx + r * Math.cos(angle))},${round(cy + r * Math.sin(angle))}`;
  }).join(" ");
}

const round = (n: number) => Math.round(n * 100) / 100;

/** A wedge pointing away from (cx, cy) at `angle` degrees: a shard of the exploding bomb. */
function shard(cx: number, cy: number, angle: number, from: number, to: number, spread: number) {
  const point = (deg: number, r: number) => {
    const a = (deg * Math.PI) / 180;
    return `${round(cx + r * Math.cos(a))},${round(cy + r * Math.sin(a))}`;
  };
  return `${point(angle - spread, from)} ${point(angle, to)} ${point(angle + spread, from)}`;
}

/** The flame of GHS02, also GHS03's (smaller), with the light tongue inside it cut out. */
const FLAME =
  "M41 67C33.5 63 32 54 36 46.5C36.5 50.5 38.5 53 41 54C39 45 43.5 37.5 47 31C47.5 36 49.5 39 52 40.5C50.5 33 53 26 57.5 21C57.5 29 61.5 34 64.5 40" +
  "C68.5 47.5 68.5 60 60 67Z" +
  "M50.5 65C45.5 63.5 44 57.5 46.5 52.5C47.5 55 49 56.5 51 57C50.5 53 52.5 49 55.5 46.5C56 51.5 59.5 55 58.5 60C58 63 55 65 50.5 65Z";

const SYMBOLS: Record<PictogramCode, ReactNode> = {
  // Exploding bomb: a burst ball on the ground, shards flying out.
  GHS01: (
    <>
      <polygon points={ring(50, 59, [12.5, 7.5], 18)} />
      <circle cx={50} cy={59} r={7.5} />
      {[-172, -148, -124, -102, -78, -56, -32, -8].map((angle) => (
        <polygon key={angle} points={shard(50, 59, angle, 16, 27, angle % 2 ? 5 : 7)} />
      ))}
      <rect x={36} y={72} width={28} height={4} />
    </>
  ),
  GHS02: (
    <>
      <path d={FLAME} fillRule="evenodd" />
      <rect x={35} y={69.5} width={30} height={4.5} />
    </>
  ),
  // Flame over circle: the flame rises out of a ring.
  GHS03: (
    <>
      <path d={FLAME} fillRule="evenodd" transform="translate(12.5 5.5) scale(.75)" />
      <circle cx={50} cy={61} r={7.5} fill="none" stroke="#000" strokeWidth={4.5} />
      <rect x={37} y={72} width={26} height={4} />
    </>
  ),
  // Gas cylinder lying tilted, valve up at the end.
  GHS04: (
    <g transform="rotate(-22 50 56)">
      <rect x={27} y={48} width={38} height={16} rx={8} />
      <rect x={64} y={52} width={5} height={8} />
      <rect x={68.5} y={49} width={5.5} height={14} rx={1} />
      <path d="M34 52H58" stroke="#fff" strokeWidth={1.5} strokeLinecap="round" />
    </g>
  ),
  // Corrosion: liquid from two test tubes eating into a bar and a hand, above a black ground.
  GHS05: (
    <>
      <polygon points="22,66 78,66 50,94" />
      {[
        [41, 35, 155],
        [59, 35, -155],
      ].map(([x, y, angle]) => (
        <g key={x} transform={`translate(${x} ${y}) rotate(${angle})`}>
          <path d="M-3.5 -8V4.5A3.5 3.5 0 0 0 3.5 4.5V-8Z" fill="#fff" stroke="#000" strokeWidth={2} strokeLinejoin="round" />
          <rect x={-3.5} y={-8} width={7} height={6.5} />
        </g>
      ))}
      <path d="M44.5 45.5v2.5M44.5 50.5v2.5M55.5 45.5v2.5M55.5 50.5v2.5" stroke="#000" strokeWidth={2.2} strokeLinecap="round" />
      <path d="M27 56H41.5A3 3 0 0 0 47.5 56H48.5V62.5H27Z" />
      <path d="M74 53H58.5C54.5 53 52 55 52 57.5C52 60 54.5 61.5 57.5 61.5H61C61 63 62.5 64 64 64H74Z" />
      <circle cx={55.5} cy={53.5} r={2.6} fill="#fff" />
      <path d="M58.5 57.5H69" stroke="#fff" strokeWidth={1} />
    </>
  ),
  // Skull and crossbones; a white outline keeps the skull apart from the bones behind it.
  GHS06: (
    <>
      <g stroke="#000" strokeWidth={4.5} strokeLinecap="round">
        <path d="M36 54L64 70M64 54L36 70" />
      </g>
      {[
        [36, 54, -1],
        [64, 70, -1],
        [64, 54, 1],
        [36, 70, 1],
      ].map(([x, y, side]) => (
        <g key={`${x},${y}`}>
          <circle cx={x! - 1.6 * side!} cy={y! - 2.8} r={2.8} />
          <circle cx={x! + 1.6 * side!} cy={y! + 2.8} r={2.8} />
        </g>
      ))}
      <g stroke="#fff" strokeWidth={2} paintOrder="stroke">
        <path d="M50 24.5C41.5 24.5 37 30.5 37 37.5C37 42 39 45 42 47V52.5C42 54 43 55 44.5 55H55.5C57 55 58 54 58 52.5V47C61 45 63 42 63 37.5C63 30.5 58.5 24.5 50 24.5Z" />
      </g>
      <circle cx={45} cy={38.5} r={3.6} fill="#fff" />
      <circle cx={55} cy={38.5} r={3.6} fill="#fff" />
      <path d="M50 42.5L48 46.5H52Z" fill="#fff" />
      <path d="M46.5 50v5M50 50v5M53.5 50v5" stroke="#fff" strokeWidth={1.2} />
    </>
  ),
  GHS07: (
    <>
      <path d="M44.5 26.5A5.5 5.5 0 0 1 55.5 26.5L53 61A3 3 0 0 1 47 61Z" />
      <circle cx={50} cy={70.5} r={5} />
    </>
  ),
  // Health hazard: head and shoulders with a white star-burst on the chest; the frame cuts the shoulders.
  GHS08: (
    <>
      <circle cx={50} cy={30} r={9} />
      <path d="M45 36H55V43C65 44 72.5 49 76 60L78 63.5L50 91.5L22 63.5L24 60C27.5 49 35 44 45 43Z" />
      <polygon points={ring(50, 64, [11, 4.5], 16)} fill="#fff" />
    </>
  ),
  // Environment: a dead tree and a dead fish on its back, on the ground.
  GHS09: (
    <>
      <path
        d="M39 68L40 51L32.5 42M40 51L41 43L47 35M41 43L36.5 31.5M40 57L46.5 50.5M35 47.5L30 46"
        fill="none"
        stroke="#000"
        strokeWidth={3}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M48 60C51 55.5 55 54.5 59 54.5C62.5 54.5 65 56 67 58L72.5 53.5V66.5L67 62C65 64 62.5 65.5 59 65.5C55 65.5 51 64.5 48 60Z" />
      <path d="M52 58l2.5 2.5M54.5 58L52 60.5" stroke="#fff" strokeWidth={1.1} />
      <rect x={31} y={67.5} width={38} height={3} />
    </>
  ),
};

/** Where the sprite is served, and its version: bump it when the artwork changes (its unit test says when). */
const PICTOGRAM_SPRITE_PATH = "/pictograms.svg";
export const PICTOGRAM_SPRITE_VERSION = "1";

/** The whole drawing of one pictogram on its 100-unit grid: the sprite's symbols and the inline pictograms. */
export function PictogramArt({ code }: { code: PictogramCode }) {
  return (
    <>
      <polygon points={DIAMOND} fill="#fff" />
      <g fill="#000">{SYMBOLS[code]}</g>
      {/* Drawn last, so a symbol that reaches the edge (GHS05's ground) is cut clean by the frame. */}
      <polygon points={DIAMOND} fill="none" stroke={RED} strokeWidth={7} strokeLinejoin="round" />
    </>
  );
}

interface GhsPictogramProps {
  code: PictogramCode;
  /** Width and height in px; a class (`size-16`, `w-[40mm]`) overrides it. */
  size?: number;
  className?: string;
  /**
   * With its accessible name (the default); false where the name is written beside it, so it is not read twice.
   */
  labelled?: boolean;
  /** The artwork itself rather than a reference to the sprite: for the printed label, which stands alone. */
  inline?: boolean;
}

export function GhsPictogram({ code, size = 32, className, labelled = true, inline = false }: GhsPictogramProps) {
  const t = useT("common");
  const name = t(`hazards.pictogram.${code}`);
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      className={className}
      focusable="false"
      data-pictogram={code}
      {...(labelled ? { role: "img", "aria-label": name } : { "aria-hidden": true })}
    >
      {labelled ? <title>{name}</title> : null}
      {inline ? <PictogramArt code={code} /> : <use href={`${PICTOGRAM_SPRITE_PATH}?v=${PICTOGRAM_SPRITE_VERSION}#${code}`} />}
    </svg>
  );
}
