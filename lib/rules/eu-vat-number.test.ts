import { foreignVatNumber, isForeignVatNumber } from './eu-vat-number';

describe('another member state\'s VAT number (decision 0078)', () => {
  it('is told by its letters; EL and GR are Greek', () => {
    expect(['CY10259033P', 'de 811569869', 'xx123'].map(isForeignVatNumber)).toEqual([true, true, true]);
    expect(['094014201', 'EL094014201', 'gr 094014201', ''].map(isForeignVatNumber)).toEqual([false, false, false, false]);
  });

  it('is kept as its country and number, or undefined when it is not a member state\'s', () => {
    expect(foreignVatNumber('cy-10259033 p')).toBe('CY10259033P');
    expect(foreignVatNumber('XX123456')).toBeUndefined();
    expect(foreignVatNumber('EL094014201')).toBeUndefined();
  });
});
