import el from '@/messages/el.json';
import en from '@/messages/en.json';

/** Every user-visible string exists in both languages (the rule of the project). */
const flatten = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('message catalogues', () => {
  it('have exactly the same keys', () => {
    expect(flatten(el).sort()).toEqual(flatten(en).sort());
  });
  it('have no empty strings', () => {
    const empty = (catalogue: unknown) =>
      flatten(catalogue).filter((key) => key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], catalogue) === '');
    expect(empty(el)).toEqual([]);
    expect(empty(en)).toEqual([]);
  });
  it('say free delivery over 100 euro in Greek and $100 in English (SPEC §1)', () => {
    expect(el.layout.freeDelivery.replace('{amount}', '100')).toContain('100 ευρώ');
    expect(en.layout.freeDelivery.replace('{amount}', '100')).toContain('$100');
  });
});
