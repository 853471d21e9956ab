import { filterTaxOffices, findTaxOffice, normaliseTaxOfficeText } from './tax-office-match';
import { taxOffices } from './tax-offices';

const TaxOffices = taxOffices();

const names = (query: string) => filterTaxOffices(query).map((o) => o.el);

describe('tax offices (Δ.Ο.Υ.)', () => {
  it('has about a hundred offices, with unique Greek and English names, including the big ones', () => {
    expect(TaxOffices.length).toBeGreaterThanOrEqual(95);
    expect(new Set(TaxOffices.map((o) => normaliseTaxOfficeText(o.el))).size).toBe(TaxOffices.length);
    expect(new Set(TaxOffices.map((o) => normaliseTaxOfficeText(o.en))).size).toBe(TaxOffices.length);
    const all = TaxOffices.map((o) => o.el);
    for (const big of ["Α' Αθηνών", 'ΚΕΦΟΔΕ Αττικής', 'ΦΑΕ Αθηνών', 'ΦΑΕ Πειραιά', "Α' Πειραιά", 'ΦΑΕ Θεσσαλονίκης', 'Ιωνίας Θεσσαλονίκης', 'Πατρών', 'Ηρακλείου', 'Λάρισας', 'Βόλου', 'Ιωαννίνων']) {
      expect(all).toContain(big);
    }
  });

  it('lists them in Greek alphabetical order', () => {
    const all = TaxOffices.map((o) => o.el);
    expect(all.indexOf('Άργους')).toBeLessThan(all.indexOf('Βόλου'));
    expect(all.indexOf('Βόλου')).toBeLessThan(all.indexOf('Ψυχικού'));
  });

  it('finds offices by part of a word, without case or accents', () => {
    expect(names('αθην')).toEqual(expect.arrayContaining(["Α' Αθηνών", "Δ' Αθηνών", 'ΦΑΕ Αθηνών']));
    expect(names('ΑΘΗΝΩΝ')).toContain("Α' Αθηνών");
    expect(names('θεσσαλονικης ιων')).toEqual(['Ιωνίας Θεσσαλονίκης']);
    expect(names('ηρακλ')).toEqual(['Ηρακλείου']);
    expect(names('πειραι')).toEqual(expect.arrayContaining(["Α' Πειραιά", "Ε' Πειραιά", 'ΦΑΕ Πειραιά', 'Πλοίων Πειραιά']));
    expect(names('ζζζ')).toEqual([]);
  });

  it('finds offices by their English name, and puts word starts first', () => {
    expect(names('patras')).toEqual(['Πατρών']);
    expect(names('corfu')).toEqual(['Κέρκυρας']);
    // "λαρ" starts Λάρισας; it only occurs inside no other name.
    expect(names('λαρ')[0]).toBe('Λάρισας');
    // "ιων" starts Ιωνίας and ends Αγίων, Χανίων…: the word starts come first.
    expect(names('ιων')).toEqual(['Ιωνίας Θεσσαλονίκης', 'Νέας Ιωνίας', 'Αγίων Αναργύρων', 'Νέων Μουδανιών', 'Πλοίων Πειραιά', 'Χανίων']);
  });

  it('an empty query lists every office', () => {
    expect(filterTaxOffices('  ')).toHaveLength(TaxOffices.length);
  });

  it('recognises a typed name in any spelling, with or without "ΔΟΥ", and nothing else', () => {
    expect(findTaxOffice("Α' Αθηνών")?.el).toBe("Α' Αθηνών");
    expect(findTaxOffice('ΔΟΥ Α΄ Αθηνών')?.el).toBe("Α' Αθηνών");
    expect(findTaxOffice('Δ.Ο.Υ. α αθηνων')?.el).toBe("Α' Αθηνών");
    expect(findTaxOffice('ΚΕΦΟΔΕ ΑΤΤΙΚΗΣ')?.el).toBe('ΚΕΦΟΔΕ Αττικής');
    expect(findTaxOffice('κεμεεπ')?.el).toBe('ΚΕ.Μ.Ε.ΕΠ.');
    expect(findTaxOffice('Patras')?.el).toBe('Πατρών');
    expect(findTaxOffice('Αθηνών')).toBeUndefined();
    expect(findTaxOffice('ΔΟΥ')).toBeUndefined();
    expect(findTaxOffice('')).toBeUndefined();
    expect(findTaxOffice('Α Αθηνών και κάτι')).toBeUndefined();
  });
});
