import { isPlainNote, normaliseNote, NOTE_MAX_LENGTH } from './staff-note';

describe('staff notes', () => {
  it('keeps line breaks and trims, turning \\r\\n and \\r into \\n', () => {
    expect(normaliseNote('  Called the customer.\r\nCourier on Monday.\rOK  ')).toBe('Called the customer.\nCourier on Monday.\nOK');
  });

  it('accepts Greek, punctuation, tabs and line breaks, and markup as text', () => {
    for (const text of ['Ο πελάτης ενημερώθηκε — παράδοση τη Δευτέρα.', 'a\tb\nc', '<b>not bold</b> & “quotes”']) expect(isPlainNote(text)).toBe(true);
  });

  it('refuses control and direction-override characters', () => {
    for (const text of ['a\u0000b', 'bell\u0007', 'esc\u001b[31m', 'del\u007f', 'c1\u0085', 'rtl\u202Eevil', 'iso\u2066x']) expect(isPlainNote(text)).toBe(false);
  });

  it('is limited to 500 characters', () => {
    expect(NOTE_MAX_LENGTH).toBe(500);
  });
});
