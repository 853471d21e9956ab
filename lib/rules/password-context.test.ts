import { contextWords, foldForComparison, isOneRepeatedCharacter, passwordContextProblem } from './password-context';

const ACME = { email: 'maria.papadopoulou@acme.test', partnerCode: 'acme', names: ['Acme Supplies'] };

describe('foldForComparison', () => {
  it('ignores case, accents, final sigma and everything but letters and digits', () => {
    expect(foldForComparison('Acme-2026')).toBe('acme2026');
    expect(foldForComparison('Μαρία Παπαδοπούλου!')).toBe('μαριαπαπαδοπουλου');
    expect(foldForComparison('ΚΩΣΤΑΣ')).toBe(foldForComparison('κώστας'));
    expect(foldForComparison('Ｆｕｌｌ')).toBe('full');
    expect(foldForComparison('ï_ö.é')).toBe('ioe');
  });
});

describe('contextWords', () => {
  it("takes the e-mail's local part (≥ 3), its letter runs of ≥ 4, the partner code (≥ 3) and the names' words of ≥ 4", () => {
    expect(contextWords(ACME).sort()).toEqual(['acme', 'acmesupplies', 'maria', 'mariapapadopoulou', 'papadopoulou', 'supplies'].sort());
    expect(contextWords({ email: 'jo.x1985@acme.test' })).toEqual(['jox1985']);
    expect(contextWords({ email: 'bob.ab1985@acme.test' })).toEqual(['bobab1985']);
    expect(contextWords({ email: 'bob@acme.test' })).toEqual(['bob']);
    expect(contextWords({ email: 'ab@x.test', partnerCode: 'hp', names: ['A Co'] })).toEqual([]);
    expect(contextWords({ names: ['The Co'] })).toEqual(['theco']);
    expect(contextWords({ names: ['Κατάστημα Ελλάς'] }).sort()).toEqual(['ελλασ', 'καταστημα', 'καταστημαελλασ'].sort());
  });
});

describe('isOneRepeatedCharacter', () => {
  it('is one character repeated, in any case or accent', () => {
    for (const p of ['aaaaaaaa', 'AAAAaaaa', '11111111', 'άαάαάαάα', '........']) expect(isOneRepeatedCharacter(p)).toBe(true);
    for (const p of ['aaaaaaab', 'abababab', '', 'aaaa aaaa']) expect(isOneRepeatedCharacter(p)).toBe(false);
  });
});

describe('passwordContextProblem', () => {
  it('refuses the issue’s examples', () => {
    expect(passwordContextProblem('aaaaaaaa', ACME)).toBe('password_repeated');
    expect(passwordContextProblem('acmeacme', ACME)).toBe('password_has_context');
    expect(passwordContextProblem('Acme-2026', ACME)).toBe('password_has_context');
  });

  it("refuses the e-mail's name, the partner's code or the shop's name anywhere, folded", () => {
    for (const p of ['Maria-1990!', 'xx-PAPADOPOULOU', 'a.c.m.e-rocks', 'Supplies#2026', 'ACME supplies']) expect(passwordContextProblem(p, ACME)).toBe('password_has_context');
    const greek = { email: 'μαρία@acme.test', names: ['Κατάστημα Ελλάς'] };
    expect(passwordContextProblem('ΜΑΡΙΑ-τρέχει-9', greek)).toBe('password_has_context');
    expect(passwordContextProblem('ελλας!!2026x', greek)).toBe('password_has_context');
  });

  it('takes passwords without them, and works without a context (staff, tests)', () => {
    for (const p of ['Fresh-pass-2026', 'correct horse battery', 'New-a1b2c3-9!']) expect(passwordContextProblem(p, ACME)).toBeUndefined();
    expect(passwordContextProblem('Acme-2026')).toBeUndefined();
    expect(passwordContextProblem('zzzzzzzz')).toBe('password_repeated');
  });
});
