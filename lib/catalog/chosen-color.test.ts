import { initialChosenColor, shownColor } from './chosen-color';

describe('initialChosenColor', () => {
  it("takes the URL's colour when the product has it, the only colour, or none", () => {
    expect(initialChosenColor(['red', 'navy'], 'navy')).toBe('navy');
    expect(initialChosenColor(['red', 'navy'], 'green')).toBeUndefined();
    expect(initialChosenColor(['red', 'navy'], undefined)).toBeUndefined();
    expect(initialChosenColor(['red'], undefined)).toBe('red');
    expect(initialChosenColor(['red'], 'green')).toBe('red');
    expect(initialChosenColor([], 'red')).toBeUndefined();
  });
});

describe('shownColor', () => {
  it('shows the chosen colour, else the first', () => {
    expect(shownColor(['red', 'navy'], 'navy')).toBe('navy');
    expect(shownColor(['red', 'navy'], undefined)).toBe('red');
    expect(shownColor(['red', 'navy'], 'green')).toBe('red');
    expect(shownColor([], 'red')).toBeUndefined();
  });
});
