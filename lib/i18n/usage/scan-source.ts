/**
 * What one module reads from the message catalogue, found in its source text (no TypeScript
 * parser: the project's translator calls follow one pattern, and anything else is reported).
 * Used by the test that proves every client tree gets the messages it uses.
 */

/** A translator hook: `const t = useTranslations('ns')` (or with no namespace: the whole catalogue). */
const DECLARATION = /\b(?:const|let)\s+([A-Za-z_$][\w$]*)\s*=\s*useTranslations\(\s*(?:(['"])([^'"]*)\2\s*)?\)/g;
/** `// client-messages: validation errors` names the paths of a file whose keys are built at run time. */
const PRAGMA = /\/\/\s*client-messages:([^\n]*)/;
const CALL_SUFFIXES = ['(', '.rich(', '.markup(', '.has(', '.raw('];

export type SourceUsage = {
  /** Message paths the module reads (`ns`, `ns.key` or `ns.prefix` for keys built from a prefix). */
  paths: string[];
  /** Why the source could not be read (a pattern this scanner does not know). */
  problems: string[];
};

/** Whether a module starts with the `'use client'` directive (after comments). */
export function isClientModule(source: string): boolean {
  return /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/.test(source);
}

/** The module specifiers a source imports at run time (type-only imports left out). */
export function runtimeImports(source: string): string[] {
  const found: string[] = [];
  for (const [, , typeOnly, , specifier] of source.matchAll(/^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?(['"])([^'"]+)\3/gm)) {
    if (!typeOnly && specifier) found.push(specifier);
  }
  for (const [, , specifier] of source.matchAll(/\bimport\(\s*(['"])([^'"]+)\1\s*\)/g)) if (specifier) found.push(specifier);
  return found;
}

/** The first argument of a call: the text up to the `,` or `)` that ends it (undefined if unbalanced). */
function firstArgument(rest: string): string | undefined {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < rest.length; i++) {
    const c = rest.charAt(i);
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && depth > 0) depth--;
    else if ((c === ',' || c === ')') && depth === 0) return rest.slice(0, i).trim();
  }
  return undefined;
}

/** A literal key (quoted, or a template literal without placeholders), else undefined. */
function literal(text: string): string | undefined {
  return /^(['"`])([^'"`$\\]*)\1$/.exec(text)?.[2];
}

/**
 * The keys a call's first argument reads: a literal exactly; both literals of `cond ? 'a' : 'b'`;
 * a template literal up to the last dot before its first placeholder; anything else (a variable)
 * the whole namespace (an empty key).
 */
export function keysOfArgument(rest: string): string[] {
  // A type assertion (`key as never`) does not change the key.
  const argument = firstArgument(rest)?.replace(/\s+as\s+[\w.]+$/, '');
  if (argument === undefined) return [''];
  const exact = literal(argument);
  if (exact !== undefined) return [exact];
  const [, first, second] = /^[^?:]+\?\s*(['"][^'"]*['"])\s*:\s*(['"][^'"]*['"])$/.exec(argument) ?? [];
  if (first && second) return [literal(first) ?? '', literal(second) ?? ''];
  const template = /^`([^`]*)`$/.exec(argument)?.[1] ?? '';
  const prefix = template.slice(0, template.indexOf('${'));
  return [prefix.includes('.') ? prefix.slice(0, prefix.lastIndexOf('.')) : ''];
}

const join = (namespace: string, key: string) => (namespace && key ? `${namespace}.${key}` : namespace || key);

/** The catalogue paths a module's translators read (the pragma's paths included). */
export function messagePaths(source: string): SourceUsage {
  const pragma = PRAGMA.exec(source)?.[1];
  const paths = new Set(pragma?.trim().split(/\s+/).filter(Boolean) ?? []);
  const problems: string[] = [];
  const declarations = [...source.matchAll(DECLARATION)].map((m) => ({ name: m[1] ?? '', namespace: m[3] ?? '', at: m.index, end: m.index + m[0].length }));
  if ((source.match(/\buseTranslations\(/g)?.length ?? 0) !== declarations.length) {
    problems.push("useTranslations() is called in a form other than `const t = useTranslations('ns')`");
  }
  for (const declaration of declarations) {
    if (!declaration.namespace && pragma !== undefined) continue;
    if (!declaration.namespace) problems.push(`${declaration.name} = useTranslations() reads keys of the whole catalogue: add a "// client-messages: ns…" line`);
    // Each use belongs to the nearest declaration of that name before it.
    const next = declarations.find((d) => d.name === declaration.name && d.at > declaration.at)?.at ?? source.length;
    const scope = source.slice(declaration.end, next);
    for (const use of scope.matchAll(new RegExp(`(?<![\\w$.])${declaration.name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g'))) {
      const after = scope.slice(use.index + declaration.name.length);
      const suffix = CALL_SUFFIXES.find((s) => after.startsWith(s));
      // Anything but a call (the translator handed on) may read any key of the namespace.
      const keys = suffix === undefined ? [''] : keysOfArgument(after.slice(suffix.length));
      for (const key of keys) paths.add(join(declaration.namespace, key));
    }
  }
  return { paths: [...paths].sort(), problems };
}
