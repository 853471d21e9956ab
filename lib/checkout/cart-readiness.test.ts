import type { CartLine } from '@/lib/contract/cart';
import { cartReadiness } from './cart-readiness';

const line = (id: number, problem: CartLine['problem'] = null) => ({ id, problem }) as CartLine;
const quota = (exceeded: boolean) => ({ discountedUnits: exceeded ? 21 : 2, remaining: 20, exceeded, limit: 20 });

describe('cart readiness for checkout', () => {
  it('lets a cart without problems within the quota be ordered', () => {
    expect(cartReadiness({ lines: [line(1), line(2)], quota: quota(false) })).toEqual({ empty: false, quotaExceeded: false, problems: [], canOrder: true });
  });

  it('blocks an empty cart, a cart over the quota and a cart with a problem line', () => {
    expect(cartReadiness({ lines: [], quota: quota(false) })).toMatchObject({ empty: true, canOrder: false });
    expect(cartReadiness({ lines: [line(1)], quota: quota(true) })).toMatchObject({ quotaExceeded: true, canOrder: false });
    const problem = line(2, 'out_of_stock');
    expect(cartReadiness({ lines: [line(1), problem], quota: quota(false) })).toMatchObject({ problems: [problem], canOrder: false });
  });
});
