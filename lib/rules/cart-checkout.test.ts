import { checkoutBlockers } from './cart-checkout';

const ok = { problem: null };
const within = { exceeded: false };

describe('checkoutBlockers (SPEC §4, §8)', () => {
  it('a cart with lines, no problem and within the quota may check out', () => {
    expect(checkoutBlockers({ lines: [ok, ok], quota: within })).toEqual([]);
  });
  it('an empty cart may not', () => {
    expect(checkoutBlockers({ lines: [], quota: within })).toEqual(['empty']);
  });
  it('a cart over the discount quota may not', () => {
    expect(checkoutBlockers({ lines: [ok], quota: { exceeded: true } })).toEqual(['quota_exceeded']);
  });
  it('one line with a problem is enough to block it, whatever the problem', () => {
    for (const problem of ['product_unavailable', 'out_of_stock', 'not_available_quantity'] as const) {
      expect(checkoutBlockers({ lines: [ok, { problem }], quota: within })).toEqual(['line_problem']);
    }
  });
  it('loyalty points the balance no longer covers block it (issue #18 item 5); points that apply do not', () => {
    expect(checkoutBlockers({ lines: [ok], quota: within, points: { problem: 'points_insufficient' } })).toEqual(['points']);
    expect(checkoutBlockers({ lines: [ok], quota: within, points: { problem: null } })).toEqual([]);
  });
  it('lists every reason at once, in a fixed order', () => {
    expect(checkoutBlockers({ lines: [{ problem: 'out_of_stock' }], quota: { exceeded: true } })).toEqual(['quota_exceeded', 'line_problem']);
  });
});
