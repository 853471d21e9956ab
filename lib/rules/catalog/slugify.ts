import { EURL_MAX } from './catalog-limits';

/**
 * A URL slug (SPEC `eurl`) from a product or category name (issue #45 item 1, decision 0033): Greek
 * letters transliterated (ELOT 743, the Greek state's Latin spelling: θ → th, χ → ch, ψ → ps, the
 * diphthongs αυ/ευ → av/ev or af/ef, ου → ou, μπ → b at the start of a word), accents dropped, every
 * other run of characters a single hyphen, at most EURL_MAX characters, cut at a hyphen. The demo
 * seed's slugs (English names) come out as before.
 */
const LETTERS: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x', ο: 'o', π: 'p',
  ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};
/** Before these, αυ/ευ/ηυ sound v; elsewhere f (ELOT 743). */
const VOICED = new Set([...'αβγδεζηιλμνοραυωϊϋ']);

function transliterate(greek: string): string {
  const s = greek.toLowerCase();
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    const next = s[i + 1] ?? '';
    const prev = s[i - 1] ?? '';
    if ((c === 'α' || c === 'ε' || c === 'η') && next === 'υ') {
      out += LETTERS[c] + (VOICED.has(s[i + 2] ?? '') ? 'v' : 'f');
      i++;
    } else if (c === 'ο' && next === 'υ') {
      out += 'ou';
      i++;
    } else if (c === 'μ' && next === 'π' && !/\p{L}/u.test(prev)) {
      out += 'b';
      i++;
    } else if (c === 'γ' && (next === 'γ' || next === 'κ' || next === 'χ' || next === 'ξ')) {
      out += 'n';
    } else {
      out += LETTERS[c] ?? c;
    }
  }
  return out;
}

export function slugify(text: string, max = EURL_MAX): string {
  // Accents off first (ά → α, é → e), then Greek to Latin, then anything else to hyphens.
  const plain = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
  const slug = transliterate(plain)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const at = cut.lastIndexOf('-');
  return (at > 0 ? cut.slice(0, at) : slug.slice(0, max)).replace(/-+$/g, '');
}

/** The slug of a new product: from its English name (its Greek one when that gives nothing), with its code when the name's slug is taken or empty. */
export function productEurl(name: { el: string; en: string }, code: string, taken: (eurl: string) => boolean): string {
  const base = slugify(name.en) || slugify(name.el);
  const suffix = slugify(code);
  if (base && !taken(base)) return base;
  return base ? `${slugify(base, EURL_MAX - suffix.length - 1)}-${suffix}` : suffix;
}
