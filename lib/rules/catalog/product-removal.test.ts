import { removalOf, statusProblem } from './product-removal';

const none = { carts: 0, orders: 0, orderLists: 0, quotes: 0, bundles: 0, groups: 0 };

describe('removalOf', () => {
  it('deletes a product nothing holds', () => {
    expect(removalOf(none)).toEqual({ kind: 'delete' });
  });
  it('archives a product in a cart, an order, an order list, a quote, a bundle or a group, naming them', () => {
    expect(removalOf({ ...none, orders: 2 })).toEqual({ kind: 'archive', heldBy: ['orders'] });
    expect(removalOf({ ...none, carts: 1, quotes: 1, bundles: 3 })).toEqual({ kind: 'archive', heldBy: ['carts', 'quotes', 'bundles'] });
    expect(removalOf({ ...none, orderLists: 1, groups: 1 })).toEqual({ kind: 'archive', heldBy: ['orderLists', 'groups'] });
  });
});

describe('statusProblem', () => {
  it('refuses a move to the same status only', () => {
    expect(statusProblem('Draft', 'Draft')).toBe('status_unchanged');
    expect(statusProblem('Archived', 'Published')).toBeUndefined();
    expect(statusProblem('Published', 'Archived')).toBeUndefined();
  });
});
