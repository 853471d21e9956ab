/**
 * Context words in a password (issue #44 item 7, OWASP ASVS 5 §6.2.11): a password that contains
 * the account's e-mail name, the partner's code or the shop's name, or that is one character
 * repeated, is refused. Compared after folding both sides the same way (foldForComparison): case,
 * accents (Greek tonos and dialytika included) and everything but letters and digits are ignored,
 * so `Acme-2026` contains `acme` and `Μαρία.1990` contains `maria`'s Greek form `μαρια`.
 */
export type PasswordContext = {
  /** The account's e-mail address: its local part (≥ 3 characters) and each run of ≥ 4 letters in it. */
  email?: string;
  /** The partner's code (≥ 3 characters). */
  partnerCode?: string;
  /** Other names to keep out: the partner's (shop's) name, a person's name… each whole and each word of ≥ 4 letters. */
  names?: readonly string[];
};

export type PasswordContextProblem = 'password_repeated' | 'password_has_context';

/** The shortest e-mail name and partner code that count, and the shortest word of a name. */
export const MIN_CONTEXT_LENGTH = 3;
export const MIN_NAME_WORD_LENGTH = 4;

/** NFKD, combining marks dropped, lower case, final sigma as sigma, only letters and digits kept. */
export function foldForComparison(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ς/g, 'σ')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const letterRuns = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').split(/[^\p{L}]+/u);
const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u);

/** The folded words a password may not contain, longest first. */
export function contextWords(context: PasswordContext): string[] {
  const found = new Set<string>();
  const add = (raw: string | undefined, min: number) => {
    const folded = foldForComparison(raw ?? '');
    if (folded.length >= min) found.add(folded);
  };
  const local = context.email?.split('@')[0];
  if (local) {
    add(local, MIN_CONTEXT_LENGTH);
    for (const run of letterRuns(local)) add(run, MIN_NAME_WORD_LENGTH);
  }
  add(context.partnerCode, MIN_CONTEXT_LENGTH);
  for (const name of context.names ?? []) {
    add(name, MIN_NAME_WORD_LENGTH);
    for (const word of words(name)) add(word, MIN_NAME_WORD_LENGTH);
  }
  return [...found].sort((a, b) => b.length - a.length);
}

/** One character (any case or accent) repeated, e.g. `aaaaaaaa`, `ΑΆαά1…` is not. */
export function isOneRepeatedCharacter(password: string): boolean {
  const chars = [...password.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()];
  return chars.length > 0 && chars.every((c) => c === chars[0]);
}

/** Why the password is refused for its context, or undefined. */
export function passwordContextProblem(password: string, context: PasswordContext = {}): PasswordContextProblem | undefined {
  if (isOneRepeatedCharacter(password)) return 'password_repeated';
  const folded = foldForComparison(password);
  if (contextWords(context).some((word) => folded.includes(word))) return 'password_has_context';
  return undefined;
}
