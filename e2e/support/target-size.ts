/**
 * WCAG 2.2 success criterion 2.5.8 Target Size (Minimum), level AA, as a pure rule over the boxes
 * the page reports (e2e/support/targets-on-page.ts collects them): a pointer target is at least
 * 24 × 24 CSS pixels, unless
 * - spacing: a 24 px circle centred on its box intersects no other target and no other undersized
 *   target's circle;
 * - inline: it is a link inside a sentence, its size set by the line of text.
 * (The criterion's other exceptions, an equivalent control elsewhere, the browser's own control and
 * an essential size, are judged by people, not here.)
 */
export type Box = { x: number; y: number; width: number; height: number };

export type Target = {
  /** What the report names it by: the tag, its text or accessible name, a class. */
  label: string;
  box: Box;
  /** A link inside a sentence (the inline exception). */
  inline?: boolean;
};

export type Offender = { label: string; width: number; height: number };

export const MIN_TARGET = 24;

const centre = (b: Box) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

/** The distance from a point to the nearest point of a box (0 inside it). */
export function distanceToBox(point: { x: number; y: number }, b: Box): number {
  const dx = Math.max(b.x - point.x, 0, point.x - (b.x + b.width));
  const dy = Math.max(b.y - point.y, 0, point.y - (b.y + b.height));
  return Math.hypot(dx, dy);
}

/** Whether a box is at least `min` wide and high (half a pixel of rounding allowed). */
export const isLargeEnough = (b: Box, min = MIN_TARGET) => b.width >= min - 0.5 && b.height >= min - 0.5;

/**
 * The targets that fail 2.5.8: too small and too close to another target. Two targets whose boxes
 * are the same box (a label and the input it wraps, reported once each) count as one target.
 */
export function targetSizeOffenders(targets: readonly Target[], min = MIN_TARGET): Offender[] {
  const radius = min / 2;
  const offenders: Offender[] = [];
  targets.forEach((target, i) => {
    if (target.inline || isLargeEnough(target.box, min)) return;
    const c = centre(target.box);
    const crowded = targets.some((other, j) => {
      if (j === i || sameBox(other.box, target.box)) return false;
      if (distanceToBox(c, other.box) < radius - 0.5) return true;
      // Another undersized target: the two circles must not meet either.
      if (!other.inline && !isLargeEnough(other.box, min)) return Math.hypot(centre(other.box).x - c.x, centre(other.box).y - c.y) < min - 0.5;
      return false;
    });
    if (crowded) offenders.push({ label: target.label, width: Math.round(target.box.width), height: Math.round(target.box.height) });
  });
  return offenders;
}

function sameBox(a: Box, b: Box): boolean {
  return Math.abs(a.x - b.x) < 0.5 && Math.abs(a.y - b.y) < 0.5 && Math.abs(a.width - b.width) < 0.5 && Math.abs(a.height - b.height) < 0.5;
}
