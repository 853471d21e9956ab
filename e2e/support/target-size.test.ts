import { expect, test } from '@playwright/test';
import { distanceToBox, targetSizeOffenders, type Target } from './target-size';

// The pure rule of e2e/a11y-target-size.spec.ts (WCAG 2.5.8), without a browser.
const at = (label: string, x: number, y: number, width: number, height: number, inline = false): Target => ({ label, box: { x, y, width, height }, inline });

test.describe('target size rule (WCAG 2.5.8)', () => {
  test('a 24 × 24 target passes wherever it is', () => {
    expect(targetSizeOffenders([at('a', 0, 0, 24, 24), at('b', 24, 0, 24, 24)])).toEqual([]);
  });

  test('a small target alone passes by its spacing; next to another it fails', () => {
    expect(targetSizeOffenders([at('small', 0, 0, 16, 16), at('far', 40, 0, 40, 40)])).toEqual([]);
    expect(targetSizeOffenders([at('small', 0, 0, 16, 16), at('near', 18, 0, 40, 40)])).toEqual([{ label: 'small', width: 16, height: 16 }]);
  });

  test('two small targets fail when their circles meet, pass 24 px apart', () => {
    expect(targetSizeOffenders([at('x', 0, 0, 16, 16), at('y', 24, 0, 16, 16)])).toEqual([]);
    expect(targetSizeOffenders([at('x', 0, 0, 16, 16), at('y', 20, 0, 16, 16)]).map((o) => o.label)).toEqual(['x', 'y']);
  });

  test('an inline link in a sentence is exempt; the same box reported twice is one target', () => {
    expect(targetSizeOffenders([at('link', 0, 0, 30, 18, true), at('next', 32, 0, 30, 18, true)])).toEqual([]);
    expect(targetSizeOffenders([at('input', 0, 0, 16, 16), at('label', 0, 0, 16, 16)])).toEqual([]);
  });

  test('distance from a point to a box', () => {
    expect(distanceToBox({ x: 5, y: 5 }, { x: 0, y: 0, width: 10, height: 10 })).toBe(0);
    expect(distanceToBox({ x: 13, y: 14 }, { x: 0, y: 0, width: 10, height: 10 })).toBe(5);
  });
});
