import { type ReactNode, useId } from "react";
import { cn } from "../lib/cn";

// Small inline SVG flags, so no emoji font is needed (emoji flags render as two letter boxes on
// systems without one). Each flag keeps its official aspect ratio; sizes and colours follow the
// official specifications, simplified only where detail is invisible at icon size.

/** The points of a star with `points` tips around (cx, cy); `inner` is the inner radius as a share of `r`. */
function starPoints(cx: number, cy: number, r: number, points: number, inner: number): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? r : r * inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / points;
    out.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return out.join(" ");
}

/** The Union Jack in a 60×30 box; clip ids come from the caller (unique per instance). */
function UnionJack({ id }: { id: string }) {
  return (
    <>
      <defs>
        <clipPath id={`${id}-s`}>
          <path d="M0,0 v30 h60 v-30 z" />
        </clipPath>
        <clipPath id={`${id}-t`}>
          <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${id}-s)`}>
        <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
        <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
        <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${id}-t)`} stroke="#C8102E" strokeWidth="4" />
        <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
        <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
      </g>
    </>
  );
}

// USA: 10:19, 13 stripes, canton 7 stripes high and 0.76 of the height wide, 50 stars in 9 rows.
const USA_STARS: Array<[number, number]> = [];
for (let row = 0; row < 9; row++) {
  const count = row % 2 === 0 ? 6 : 5;
  for (let col = 0; col < count; col++) {
    const x = row % 2 === 0 ? 247 * (2 * col + 1) : 494 * (col + 1);
    USA_STARS.push([x, 210 * (row + 1)]);
  }
}

const CANADA_LEAF =
  "M4890 4430l-45-863a95 95 0 0 1 111-98l859 151-116-320a65 65 0 0 1 20-73l941-762-212-99a65 65 0 0 1-34-79l186-572-542 115a65 65 0 0 1-73-38l-105-247-423 454a65 65 0 0 1-111-57l204-1052-327 189a65 65 0 0 1-91-27l-332-652-332 652a65 65 0 0 1-91 27l-327-189 204 1052a65 65 0 0 1-111 57l-423-454-105 247a65 65 0 0 1-73 38l-542-115 186 572a65 65 0 0 1-34 79l-212 99 941 762a65 65 0 0 1 20 73l-116 320 859-151a95 95 0 0 1 111 98l-45 863z";

/** The Ashoka Chakra's 24 spokes, by angle. */
const CHAKRA_SPOKES = Array.from({ length: 24 }, (_, i) => i * 15);

interface FlagDesign {
  /** Width : height. */
  ratio: number;
  viewBox: string;
  draw: (id: string) => ReactNode;
}

const tricolourH = (colours: [string, string, string], width = 3, height = 3) => (
  <>
    <rect width={width} height={height} fill={colours[0]} />
    <rect y={height / 3} width={width} height={height / 3} fill={colours[1]} />
    <rect y={(2 * height) / 3} width={width} height={height / 3} fill={colours[2]} />
  </>
);

/** A Nordic cross: `field`, then the cross (and an inner cross) at `x`/`y` with the given widths, in a w×h box. */
const nordicCross = (
  w: number,
  h: number,
  field: string,
  crosses: Array<{ colour: string; x: number; y: number; width: number }>,
) => (
  <>
    <rect width={w} height={h} fill={field} />
    {crosses.map((c) => (
      <g key={c.colour} fill={c.colour}>
        <rect x={c.x} width={c.width} height={h} />
        <rect y={c.y} width={w} height={c.width} />
      </g>
    ))}
  </>
);

/** New Zealand's Southern Cross: four red stars with white borders, [cx, cy, outer radius] in a 1200×600 flag. */
const NZ_STARS: Array<[number, number, number]> = [
  [900, 120, 36],
  [795, 262, 32],
  [1012, 228, 28],
  [900, 480, 40],
];

/** Three vertical bands in a 3×h box. */
const tricolourVFlat = (colours: [string, string, string], h: number) => (
  <>
    <rect width="1" height={h} fill={colours[0]} />
    <rect x="1" width="1" height={h} fill={colours[1]} />
    <rect x="2" width="1" height={h} fill={colours[2]} />
  </>
);

const tricolourV = (colours: [string, string, string]) => (
  <>
    <rect width="3" height="2" fill={colours[0]} />
    <rect x="1" width="1" height="2" fill={colours[1]} />
    <rect x="2" width="1" height="2" fill={colours[2]} />
  </>
);

const DESIGNS: Record<string, FlagDesign> = {
  usa: {
    ratio: 1.9,
    viewBox: "0 0 7410 3900",
    draw: () => (
      <>
        <rect width="7410" height="3900" fill="#B22234" />
        <path
          d="M0,450H7410M0,1050H7410M0,1650H7410M0,2250H7410M0,2850H7410M0,3450H7410"
          stroke="#fff"
          strokeWidth="300"
        />
        <rect width="2964" height="2100" fill="#3C3B6E" />
        {USA_STARS.map(([x, y]) => (
          <polygon key={`${x}-${y}`} points={starPoints(x, y, 120, 5, 0.382)} fill="#fff" />
        ))}
      </>
    ),
  },
  uk: { ratio: 2, viewBox: "0 0 60 30", draw: (id) => <UnionJack id={id} /> },
  germany: {
    ratio: 5 / 3,
    viewBox: "0 0 5 3",
    draw: () => (
      <>
        <rect width="5" height="1" fill="#000" />
        <rect y="1" width="5" height="1" fill="#DD0000" />
        <rect y="2" width="5" height="1" fill="#FFCE00" />
      </>
    ),
  },
  france: { ratio: 1.5, viewBox: "0 0 3 2", draw: () => tricolourV(["#002654", "#fff", "#CE1126"]) },
  italy: { ratio: 1.5, viewBox: "0 0 3 2", draw: () => tricolourV(["#009246", "#fff", "#CE2B37"]) },
  spain: {
    // The civil flag: red, yellow (double height), red; the coat of arms is left out at icon size.
    ratio: 1.5,
    viewBox: "0 0 750 500",
    draw: () => (
      <>
        <rect width="750" height="500" fill="#AA151B" />
        <rect y="125" width="750" height="250" fill="#F1BF00" />
      </>
    ),
  },
  india: {
    ratio: 1.5,
    viewBox: "0 0 225 150",
    draw: () => (
      <>
        <rect width="225" height="150" fill="#FF9933" />
        <rect y="50" width="225" height="50" fill="#fff" />
        <rect y="100" width="225" height="50" fill="#138808" />
        <g transform="translate(112.5,75)" stroke="#000080">
          <circle r="20" fill="none" strokeWidth="3" />
          <circle r="3.5" fill="#000080" strokeWidth="0" />
          {CHAKRA_SPOKES.map((angle) => (
            <line key={angle} x2="0" y2="20" strokeWidth="1.2" transform={`rotate(${angle})`} />
          ))}
        </g>
      </>
    ),
  },
  canada: {
    ratio: 2,
    viewBox: "0 0 9600 4800",
    draw: () => (
      <>
        <rect width="9600" height="4800" fill="#D52B1E" />
        <rect x="2400" width="4800" height="4800" fill="#fff" />
        <path d={CANADA_LEAF} fill="#D52B1E" />
      </>
    ),
  },
  australia: {
    ratio: 2,
    viewBox: "0 0 10080 5040",
    draw: (id) => (
      <>
        <rect width="10080" height="5040" fill="#012169" />
        <g transform="scale(84)">
          <UnionJack id={id} />
        </g>
        <g fill="#fff">
          {/* Commonwealth Star, then the Southern Cross (Alpha, Beta, Gamma, Delta, Epsilon). */}
          <polygon points={starPoints(2520, 3780, 540, 7, 0.4444)} />
          <polygon points={starPoints(7560, 4200, 360, 7, 0.4444)} />
          <polygon points={starPoints(6300, 2205, 360, 7, 0.4444)} />
          <polygon points={starPoints(7560, 840, 360, 7, 0.4444)} />
          <polygon points={starPoints(8680, 1869, 360, 7, 0.4444)} />
          <polygon points={starPoints(8064, 2730, 210, 5, 0.4)} />
        </g>
      </>
    ),
  },
  "new-zealand": {
    ratio: 2,
    viewBox: "0 0 1200 600",
    draw: (id) => (
      <>
        <rect width="1200" height="600" fill="#012169" />
        <g transform="scale(10)">
          <UnionJack id={id} />
        </g>
        {NZ_STARS.map(([cx, cy, r]) => (
          <g key={`${cx}-${cy}`}>
            <polygon points={starPoints(cx, cy, r * 1.25, 5, 0.382)} fill="#fff" />
            <polygon points={starPoints(cx, cy, r, 5, 0.382)} fill="#C8102E" />
          </g>
        ))}
      </>
    ),
  },
  belgium: {
    // Official 13:15; the three vertical bands are black, yellow and red.
    ratio: 15 / 13,
    viewBox: "0 0 3 2.6",
    draw: () => (
      <>
        <rect width="1" height="2.6" fill="#000" />
        <rect x="1" width="1" height="2.6" fill="#FDDA24" />
        <rect x="2" width="1" height="2.6" fill="#EF3340" />
      </>
    ),
  },
  austria: { ratio: 1.5, viewBox: "0 0 3 3", draw: () => tricolourH(["#C8102E", "#fff", "#C8102E"]) },
  chile: {
    ratio: 1.5,
    viewBox: "0 0 3 2",
    draw: () => (
      <>
        <rect width="3" height="1" fill="#fff" />
        <rect y="1" width="3" height="1" fill="#D52B1E" />
        <rect width="1" height="1" fill="#0039A6" />
        <polygon points={starPoints(0.5, 0.5, 0.25, 5, 0.382)} fill="#fff" />
      </>
    ),
  },
  israel: {
    // 8:11; two blue stripes and the Star of David (two interlaced triangles, drawn as outlines).
    ratio: 11 / 8,
    viewBox: "0 0 220 160",
    draw: () => (
      <>
        <rect width="220" height="160" fill="#fff" />
        <rect y="15" width="220" height="25" fill="#0038B8" />
        <rect y="120" width="220" height="25" fill="#0038B8" />
        <g fill="none" stroke="#0038B8" strokeWidth="5.5">
          <polygon points="110,47 138.6,96.5 81.4,96.5" />
          <polygon points="110,113 81.4,63.5 138.6,63.5" />
        </g>
      </>
    ),
  },
  ireland: { ratio: 2, viewBox: "0 0 3 1.5", draw: () => tricolourVFlat(["#169B62", "#fff", "#FF883E"], 1.5) },
  scotland: {
    ratio: 5 / 3,
    viewBox: "0 0 5 3",
    draw: () => (
      <>
        <rect width="5" height="3" fill="#005EB8" />
        <path d="M0,0 L5,3 M5,0 L0,3" stroke="#fff" strokeWidth="0.6" />
      </>
    ),
  },
  sweden: {
    ratio: 1.6,
    viewBox: "0 0 16 10",
    draw: () => nordicCross(16, 10, "#006AA7", [{ colour: "#FECC02", x: 5, y: 4, width: 2 }]),
  },
  norway: {
    ratio: 22 / 16,
    viewBox: "0 0 22 16",
    draw: () =>
      nordicCross(22, 16, "#BA0C2F", [
        { colour: "#fff", x: 6, y: 6, width: 4 },
        { colour: "#00205B", x: 7, y: 7, width: 2 },
      ]),
  },
  denmark: {
    ratio: 37 / 28,
    viewBox: "0 0 37 28",
    draw: () => nordicCross(37, 28, "#C8102E", [{ colour: "#fff", x: 12, y: 12, width: 4 }]),
  },
  netherlands: { ratio: 1.5, viewBox: "0 0 3 3", draw: () => tricolourH(["#AE1C28", "#fff", "#21468B"]) },
  poland: {
    ratio: 1.6,
    viewBox: "0 0 8 5",
    draw: () => (
      <>
        <rect width="8" height="5" fill="#fff" />
        <rect y="2.5" width="8" height="2.5" fill="#DC143C" />
      </>
    ),
  },
  brazil: {
    // 10:7; the motto band and the 27 stars are left out at icon size.
    ratio: 10 / 7,
    viewBox: "0 0 20 14",
    draw: () => (
      <>
        <rect width="20" height="14" fill="#009C3B" />
        <polygon points="1.7,7 10,1.7 18.3,7 10,12.3" fill="#FFDF00" />
        <circle cx="10" cy="7" r="3.5" fill="#002776" />
        <path d="M6.6,6.2 Q10,5.2 13.4,7.4" fill="none" stroke="#fff" strokeWidth="0.45" />
      </>
    ),
  },
};

export const FLAG_CODES = Object.keys(DESIGNS);

/**
 * A country's flag as an inline SVG, `height` CSS pixels high (width from the flag's own ratio).
 * Decorative by default (the country's name is next to it); pass `label` to announce it.
 */
export function Flag({
  code,
  height = 20,
  label,
  className,
}: {
  code: string;
  height?: number;
  label?: string;
  className?: string;
}) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const design = DESIGNS[code];
  if (!design) return null;
  const width = Math.round(height * design.ratio);
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative (aria-hidden) unless `label` gives it role="img" and a name
    <svg
      viewBox={design.viewBox}
      width={width}
      height={height}
      preserveAspectRatio="none"
      className={cn("inline-block shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.12)]", className)}
      data-testid="flag"
      data-flag={code}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true, focusable: false })}
    >
      {design.draw(`flag-${id}`)}
    </svg>
  );
}
