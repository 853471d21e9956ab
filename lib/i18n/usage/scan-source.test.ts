import { isClientModule, keysOfArgument, messagePaths, runtimeImports } from './scan-source';

describe('isClientModule', () => {
  it("is true for a module that starts with 'use client', after comments", () => {
    expect(isClientModule("'use client';\nimport x from 'y';")).toBe(true);
    expect(isClientModule('// A header comment\n/* and a block */\n"use client";\n')).toBe(true);
  });
  it('is false for a server module, or a directive that is not first', () => {
    expect(isClientModule("import x from 'y';\n'use client';")).toBe(false);
    expect(isClientModule("export const note = 'use client';")).toBe(false);
  });
});

describe('runtimeImports', () => {
  it('lists imports, re-exports, side-effect and dynamic imports, not type-only ones', () => {
    const source = [
      "import { a } from '@/lib/a';",
      "import {\n  b,\n  c,\n} from './b';",
      "import type { T } from '@/lib/types';",
      "export type { U } from './u';",
      "export { d } from './d';",
      "import './styles.css';",
      "const e = await import('@/lib/e');",
    ].join('\n');
    expect(runtimeImports(source)).toEqual(['@/lib/a', './b', './d', './styles.css', '@/lib/e']);
  });
});

describe('keysOfArgument', () => {
  it('reads a literal key, both keys of a choice and the prefix of a template literal', () => {
    expect(keysOfArgument("'login.submit')")).toEqual(['login.submit']);
    expect(keysOfArgument("\"title\", { count })")).toEqual(['title']);
    expect(keysOfArgument("state === 'done' ? 'verify.done' : 'verify.failed')")).toEqual(['verify.done', 'verify.failed']);
    expect(keysOfArgument('`languages.${lang}`)')).toEqual(['languages']);
    expect(keysOfArgument('`payment.providers.${provider}` as never, { x })')).toEqual(['payment.providers']);
  });
  it('takes anything else as any key (the whole namespace)', () => {
    expect(keysOfArgument('line.problem)')).toEqual(['']);
    expect(keysOfArgument('`${kind}.title`)')).toEqual(['']);
    expect(keysOfArgument("'a' + suffix)")).toEqual(['']);
    expect(keysOfArgument("a ? 'x' : b ? 'y' : 'z')")).toEqual(['']);
  });
});

describe('messagePaths', () => {
  it('finds the keys each translator reads, by its namespace', () => {
    const source = `
      const t = useTranslations('cart');
      const tc = useTranslations('catalog.availability');
      t('title'); t.rich('notice', { b: (c) => c }); t.has('maybe');
      tc(status);
      const label = t(\`quota.\${kind}\`);
    `;
    expect(messagePaths(source)).toEqual({ paths: ['cart.maybe', 'cart.notice', 'cart.quota', 'cart.title', 'catalog.availability'], problems: [] });
  });

  it('takes a translator handed on (not called) as reading its whole namespace', () => {
    expect(messagePaths("const t = useTranslations('orders');\nreturn format(t);").paths).toEqual(['orders']);
  });

  it('gives each use to the nearest translator of that name before it', () => {
    const source = "function A() { const t = useTranslations('a'); t('one'); }\nfunction B() { const t = useTranslations('b'); t('two'); }";
    expect(messagePaths(source).paths).toEqual(['a.one', 'b.two']);
  });

  it('does not take a property or a longer name for the translator', () => {
    expect(messagePaths("const t = useTranslations('a');\nt('x'); form.t('y'); const tt = 1; list.at(0);").paths).toEqual(['a.x']);
  });

  it('reports a translator of the whole catalogue unless a pragma names its paths', () => {
    const bare = "const t = useTranslations();\nt(`${namespace}.${key}`);";
    expect(messagePaths(bare).problems).toHaveLength(1);
    expect(messagePaths(`// client-messages: validation errors.unknown\n${bare}`)).toEqual({ paths: ['errors.unknown', 'validation'], problems: [] });
    expect(messagePaths(`// client-messages:\n${bare}`)).toEqual({ paths: [], problems: [] });
  });

  it('reports a hook it cannot follow', () => {
    expect(messagePaths("const { t } = { t: useTranslations('a') };").problems).toHaveLength(1);
  });
});
