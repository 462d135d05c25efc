// Draws a logo plan (logo-design.ts) on a canvas and exports it as PNG: the generator's fallback,
// which makes a real, usable 400x400 logo without any service.
import type { LogoDrawingPlan, TextSpec } from './logo-design';

/** The part of CanvasRenderingContext2D the drawing uses (a recording fake in the tests). */
export type LogoCanvasContext = Pick<
  CanvasRenderingContext2D,
  | 'save'
  | 'restore'
  | 'beginPath'
  | 'closePath'
  | 'moveTo'
  | 'lineTo'
  | 'arc'
  | 'quadraticCurveTo'
  | 'roundRect'
  | 'fill'
  | 'stroke'
  | 'fillRect'
  | 'fillText'
  | 'measureText'
  | 'translate'
  | 'rotate'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'letterSpacing'
>;

function fontOf(spec: TextSpec, size: number): string {
  return `${spec.fontStyle} ${spec.fontWeight} ${size}px ${spec.fontFamily}`;
}

/** Draws one line of text centred on its point, shrinking the font until it fits its width. */
function drawText(ctx: LogoCanvasContext, spec: TextSpec): void {
  ctx.save();
  ctx.translate(spec.x, spec.y);
  if (spec.rotation) ctx.rotate(spec.rotation);
  ctx.fillStyle = spec.color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.letterSpacing = `${spec.letterSpacing}px`;
  let size = spec.size;
  ctx.font = fontOf(spec, size);
  while (size > 12 && ctx.measureText(spec.text).width > spec.maxWidth) {
    size -= 2;
    ctx.font = fontOf(spec, size);
  }
  ctx.fillText(spec.text, 0, 0);
  ctx.restore();
}

function traceEmblem(ctx: LogoCanvasContext, { shape, cx, cy, radius: r }: LogoDrawingPlan['emblem']): void {
  ctx.beginPath();
  switch (shape) {
    case 'roundedSquare':
      ctx.roundRect(cx - r, cy - r, 2 * r, 2 * r, r * 0.3);
      break;
    case 'square':
      ctx.roundRect(cx - r, cy - r, 2 * r, 2 * r, 0);
      break;
    case 'ring':
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
      break;
    case 'blob':
      // A soft, uneven round shape.
      ctx.moveTo(cx, cy - r);
      ctx.quadraticCurveTo(cx + r * 1.15, cy - r * 1.05, cx + r, cy + r * 0.1);
      ctx.quadraticCurveTo(cx + r * 0.9, cy + r * 1.1, cx - r * 0.05, cy + r);
      ctx.quadraticCurveTo(cx - r * 1.2, cy + r * 0.95, cx - r, cy - r * 0.05);
      ctx.quadraticCurveTo(cx - r * 0.95, cy - r * 1.1, cx, cy - r);
      break;
    case 'shield':
      ctx.moveTo(cx - r, cy - r);
      ctx.lineTo(cx + r, cy - r);
      ctx.lineTo(cx + r, cy + r * 0.1);
      ctx.quadraticCurveTo(cx + r, cy + r * 0.8, cx, cy + r * 1.1);
      ctx.quadraticCurveTo(cx - r, cy + r * 0.8, cx - r, cy + r * 0.1);
      break;
  }
  ctx.closePath();
}

function drawAccent(ctx: LogoCanvasContext, plan: LogoDrawingPlan): void {
  const { kind, color, y, width } = plan.accent;
  const x = plan.size / 2 - width / 2;
  ctx.fillStyle = color;
  switch (kind) {
    case 'bar':
      ctx.beginPath();
      ctx.roundRect(x, y - 4, width, 8, 4);
      ctx.fill();
      break;
    case 'thickBar':
      ctx.fillRect(x, y - 8, width, 16);
      break;
    case 'rule':
      ctx.fillRect(x, y - 1, width, 2);
      break;
    case 'doubleRule':
      ctx.fillRect(x, y - 5, width, 2);
      ctx.fillRect(x, y + 3, width, 2);
      break;
    case 'dots':
      for (const offset of [-36, 0, 36]) {
        ctx.beginPath();
        ctx.arc(plan.size / 2 + offset, y, 8, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
  }
}

/** Draws the whole logo on a context of plan.size x plan.size pixels. */
export function drawLogo(ctx: LogoCanvasContext, plan: LogoDrawingPlan): void {
  ctx.fillStyle = plan.background;
  ctx.fillRect(0, 0, plan.size, plan.size);

  traceEmblem(ctx, plan.emblem);
  if (plan.emblem.fill) {
    ctx.fillStyle = plan.emblem.fill;
    ctx.fill();
  }
  if (plan.emblem.stroke && plan.emblem.strokeWidth > 0) {
    ctx.strokeStyle = plan.emblem.stroke;
    ctx.lineWidth = plan.emblem.strokeWidth;
    ctx.stroke();
  }
  drawText(ctx, plan.monogram);
  drawText(ctx, plan.name);
  drawAccent(ctx, plan);
}

/** Draws the logo on a new canvas and returns it as a PNG data URL; throws where canvas is unavailable. */
export function renderLogoPng(plan: LogoDrawingPlan): string {
  const canvas = document.createElement('canvas');
  canvas.width = plan.size;
  canvas.height = plan.size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D is not available');
  drawLogo(ctx, plan);
  const url = canvas.toDataURL('image/png');
  if (!url.startsWith('data:image/png')) throw new Error('The canvas did not export a PNG');
  return url;
}
