import { toTokenSet } from './token-set';

describe('toTokenSet', () => {
  it('accepts a token set and keeps only its four fields', () => {
    expect(toTokenSet({ at: 'a', rt: 'r', ad: 15, rd: 10080, extra: 1 })).toEqual({ at: 'a', rt: 'r', ad: 15, rd: 10080 });
  });
  it.each([null, 'x', [], {}, { at: '', rt: 'r', ad: 15, rd: 1 }, { at: 'a', rt: 'r', ad: '15', rd: 1 }, { at: 'a', rt: 'r', ad: 15, rd: 0 }, { at: 'a', rt: 5, ad: 1, rd: 1 }, { at: 'a', rt: 'r', ad: 1.5, rd: 1 }])(
    'refuses %j',
    (value) => expect(toTokenSet(value)).toBeUndefined(),
  );
});
