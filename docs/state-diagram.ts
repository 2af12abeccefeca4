// A small SVG state diagram from a list of states (placed on a grid) and transitions, drawn
// at build time: boxes, straight arrows and their labels. No browser, no layout engine.
import { escapeHtml } from "./render.ts";

export interface State {
  readonly id: string;
  readonly label: string;
  /** Column and row on the grid. */
  readonly col: number;
  readonly row: number;
  /** A start or end marker rather than a box. */
  readonly terminal?: boolean;
}

export interface Transition {
  readonly from: string;
  readonly to: string;
  readonly label: string;
}

const W = 170;
const H = 46;
const GAP_X = 110;
const GAP_Y = 70;
const PAD = 20;

function centre(s: State): { x: number; y: number } {
  return { x: PAD + s.col * (W + GAP_X) + W / 2, y: PAD + s.row * (H + GAP_Y) + H / 2 };
}

/** Where the segment from the centre of `s` towards (tx, ty) leaves its box. */
function edge(s: State, tx: number, ty: number): { x: number; y: number } {
  const c = centre(s);
  const dx = tx - c.x;
  const dy = ty - c.y;
  if (s.terminal) {
    const len = Math.hypot(dx, dy) || 1;
    return { x: c.x + (dx / len) * 9, y: c.y + (dy / len) * 9 };
  }
  const scale = Math.min(
    Math.abs(dx) > 0 ? W / 2 / Math.abs(dx) : Infinity,
    Math.abs(dy) > 0 ? H / 2 / Math.abs(dy) : Infinity,
  );
  return { x: c.x + dx * scale, y: c.y + dy * scale };
}

const r = (n: number) => Math.round(n * 10) / 10;

export function stateDiagramSvg(title: string, states: readonly State[], transitions: readonly Transition[]): string {
  const byId = new Map(states.map((s) => [s.id, s]));
  const cols = Math.max(...states.map((s) => s.col)) + 1;
  const rows = Math.max(...states.map((s) => s.row)) + 1;
  const width = PAD * 2 + cols * W + (cols - 1) * GAP_X;
  const height = PAD * 2 + rows * H + (rows - 1) * GAP_Y;
  const arrows = transitions.map((t) => {
    const a = byId.get(t.from);
    const b = byId.get(t.to);
    if (!a || !b) throw new Error(`State diagram "${title}": transition ${t.from} -> ${t.to} names an unknown state`);
    const ca = centre(a);
    const cb = centre(b);
    const p = edge(a, cb.x, cb.y);
    const q = edge(b, ca.x, ca.y);
    const mx = (p.x + q.x) / 2;
    const my = (p.y + q.y) / 2;
    const lines = t.label.split("\n");
    const text = lines
      .map(
        (line, i) =>
          `<tspan x="${r(mx)}" dy="${i === 0 ? -((lines.length - 1) * 13) / 2 - 4 : 13}">${escapeHtml(line)}</tspan>`,
      )
      .join("");
    return `<line x1="${r(p.x)}" y1="${r(p.y)}" x2="${r(q.x)}" y2="${r(q.y)}" class="arrow" marker-end="url(#head)"/>
<text x="${r(mx)}" y="${r(my)}" class="label">${text}</text>`;
  });
  const boxes = states.map((s) => {
    const c = centre(s);
    if (s.terminal)
      return `<circle cx="${r(c.x)}" cy="${r(c.y)}" r="9" class="terminal"/><text x="${r(c.x)}" y="${r(c.y + 26)}" class="label">${escapeHtml(s.label)}</text>`;
    return `<rect x="${r(c.x - W / 2)}" y="${r(c.y - H / 2)}" width="${W}" height="${H}" rx="8" class="state"/><text x="${r(c.x)}" y="${r(c.y + 5)}" class="name">${escapeHtml(s.label)}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(title)}">
<title>${escapeHtml(title)}</title>
<style>
.state { fill: #e8f1f8; stroke: #1f5f8b; stroke-width: 1.5; }
.terminal { fill: #1d2733; }
.arrow { stroke: #5b6776; stroke-width: 1.4; }
.name { font: 600 14px system-ui, sans-serif; fill: #1d2733; text-anchor: middle; }
.label { font: 11.5px system-ui, sans-serif; fill: #1d2733; text-anchor: middle; paint-order: stroke; stroke: #fff; stroke-width: 4px; }
</style>
<defs><marker id="head" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#5b6776"/></marker></defs>
${arrows.join("\n")}
${boxes.join("\n")}
</svg>
`;
}
