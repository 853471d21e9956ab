import { scrollNeeded } from './reveal-error';

/** The free part of a 844 px phone screen above a 130 px bottom bar, 12 px kept at each edge. */
const view = { top: 12, bottom: 844 - 130 - 12 };

describe('scrollNeeded', () => {
  it('does not move an error that is already in the free part', () => expect(scrollNeeded({ top: 100, bottom: 300 }, view)).toBe(0));

  it('brings an error under the bar up, centred in the free part', () => {
    const delta = scrollNeeded({ top: 650, bottom: 760 }, view);
    expect(delta).toBeGreaterThan(0);
    const [top, bottom] = [650 - delta, 760 - delta];
    expect(top).toBeGreaterThanOrEqual(view.top);
    expect(bottom).toBeLessThanOrEqual(view.bottom);
    expect(top - view.top).toBeCloseTo(view.bottom - bottom);
  });

  it('brings an error above the screen down', () => {
    const delta = scrollNeeded({ top: -200, bottom: -100 }, view);
    expect(delta).toBeLessThan(0);
    expect(-200 - delta).toBeGreaterThanOrEqual(view.top);
  });

  it('keeps the message (the bottom) of a group taller than the free part just above the bar', () => {
    const delta = scrollNeeded({ top: 300, bottom: 1300 }, view);
    expect(1300 - delta).toBe(view.bottom);
  });
});
