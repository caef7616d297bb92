import type { VerificationPoseKey } from "@unveil/validators/verification-poses";
import type { ReactNode } from "react";

/**
 * A simple line drawing of each verification pose (docs/product-rules.md#verification-and-date-plans), so a
 * dater sees at a glance what to do: a face, and the hand doing the pose. Inline SVG,
 * no image requests; the instruction beside it says the same in words.
 */

const SKIN = "#fde3cf";
const LINE = "#7c2d12";
const HAND = "#f9c9a7";

/** A finger: a thick rounded stroke from (x, y) by (dx, dy). */
const finger = (x: number, y: number, dx: number, dy: number, key: string) => (
  <line key={key} x1={x} y1={y} x2={x + dx} y2={y + dy} stroke={LINE} strokeWidth={9} strokeLinecap="round" />
);
const fingerFill = (x: number, y: number, dx: number, dy: number, key: string) => (
  <line key={key} x1={x} y1={y} x2={x + dx} y2={y + dy} stroke={HAND} strokeWidth={6} strokeLinecap="round" />
);

/** A hand: a palm at (x, y) and the fingers given as offsets from the palm's top edge. */
function Hand({
  x,
  y,
  fingers,
  thumb,
}: {
  x: number;
  y: number;
  fingers: [number, number, number, number][];
  thumb?: [number, number];
}) {
  const strokes = fingers.map(([fx, fy, dx, dy], i) => ({ x: x + fx, y: y + fy, dx, dy, i }));
  return (
    <g>
      {strokes.map((s) => finger(s.x, s.y, s.dx, s.dy, `o${s.i}`))}
      {thumb ? finger(x - 12, y + 14, thumb[0], thumb[1], "to") : null}
      <rect x={x - 15} y={y} width={30} height={32} rx={10} fill={HAND} stroke={LINE} strokeWidth={2.5} />
      {strokes.map((s) => fingerFill(s.x, s.y, s.dx, s.dy, `f${s.i}`))}
      {thumb ? fingerFill(x - 12, y + 14, thumb[0], thumb[1], "tf") : null}
    </g>
  );
}

/** A fist (no finger out) at (x, y). */
const Fist = ({ x, y }: { x: number; y: number }) => (
  <rect x={x - 15} y={y} width={30} height={26} rx={11} fill={HAND} stroke={LINE} strokeWidth={2.5} />
);

const UP: [number, number] = [0, -20];
const FOUR_X = [-10, -3.5, 3.5, 10];
const up = (which: number[]): [number, number, number, number][] =>
  which.map((i) => [FOUR_X[i] ?? 0, 4, UP[0], UP[1]] as [number, number, number, number]);

const HANDS: Record<VerificationPoseKey, ReactNode> = {
  "three-fingers": <Hand x={100} y={52} fingers={up([0, 1, 2])} />,
  "thumbs-up": (
    <g>
      <Fist x={100} y={62} />
      {finger(96, 62, 0, -22, "t")}
      {fingerFill(96, 62, 0, -22, "tf")}
    </g>
  ),
  "peace-sign": (
    <Hand
      x={100}
      y={52}
      fingers={[
        [-7, 4, -7, -20],
        [3, 4, 7, -20],
      ]}
    />
  ),
  "hand-on-head": (
    <g>
      <rect x={22} y={4} width={58} height={16} rx={8} fill={HAND} stroke={LINE} strokeWidth={2.5} />
      {finger(22, 12, -6, 10, "t")}
      {fingerFill(22, 12, -6, 10, "tf")}
    </g>
  ),
  "touch-nose": (
    <g>
      <Fist x={62} y={82} />
      {finger(58, 84, -6, -24, "i")}
      {fingerFill(58, 84, -6, -24, "if")}
    </g>
  ),
  "cover-eye": <Hand x={38} y={34} fingers={up([0, 1, 2, 3]).map(([fx, fy]) => [fx, fy, 0, -12])} thumb={[-6, 6]} />,
  "ok-sign": (
    <g>
      <Hand x={100} y={56} fingers={up([1, 2, 3])} />
      <circle cx={88} cy={56} r={7} fill="none" stroke={LINE} strokeWidth={4} />
    </g>
  ),
  wave: (
    <g>
      <Hand
        x={100}
        y={52}
        fingers={[
          [-10, 4, -6, -18],
          [-3.5, 4, -2, -21],
          [3.5, 4, 2, -21],
          [10, 4, 6, -18],
        ]}
        thumb={[-12, -6]}
      />
      <path d="M122 30 q6 8 0 16 M128 26 q8 12 0 24" fill="none" stroke={LINE} strokeWidth={2.5} strokeLinecap="round" />
    </g>
  ),
  "point-up": <Hand x={100} y={52} fingers={up([1])} />,
  "chin-on-fist": <Fist x={60} y={84} />,
};

/** The face every pose shares, turned a little towards the hand. */
const Face = () => (
  <g>
    <circle cx={60} cy={52} r={34} fill={SKIN} stroke={LINE} strokeWidth={2.5} />
    <circle cx={48} cy={46} r={3.5} fill={LINE} />
    <circle cx={72} cy={46} r={3.5} fill={LINE} />
    <path d="M60 50 l-3 9 h6" fill="none" stroke={LINE} strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
    <path d="M48 66 q12 9 24 0" fill="none" stroke={LINE} strokeWidth={2.5} strokeLinecap="round" />
  </g>
);

export function PoseDrawing({ poseKey, className }: { poseKey: VerificationPoseKey | null; className?: string }) {
  return (
    <svg viewBox="0 0 140 110" className={className} aria-hidden focusable="false">
      <Face />
      {poseKey ? HANDS[poseKey] : null}
    </svg>
  );
}
