import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { clientTree, resolveImport } from './client-tree';

let root: string;
const write = (file: string, source: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), source);
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'client-tree-'));
  write('app/page.tsx', "import { Form } from '@/components/form';\nimport { Title } from '@/components/title';\nimport type { T } from '@/components/typed';\nexport default function Page() {}");
  // A server component: its translations run on the server.
  write('components/title.tsx', "import { useTranslations } from 'next-intl';\nexport function Title() { const t = useTranslations('page'); return t('title'); }");
  write('components/form.tsx', "'use client';\nimport { useTranslations } from 'next-intl';\nimport { Button } from './button';\nexport function Form() { const t = useTranslations('form'); return t('label'); }");
  // No directive, but imported by a client module: runs in the browser too.
  write('components/button/index.tsx', "import { useTranslations } from 'next-intl';\nimport { Form } from '../form';\nexport function Button() { const t = useTranslations('common'); return t('submit'); }");
  write('components/typed.ts', "'use client';\nconst t = useTranslations('typed'); t('never');");
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('resolveImport', () => {
  it('finds `@/` and relative imports with or without an extension or index file; not packages', () => {
    const from = join(root, 'components/form.tsx');
    expect(resolveImport(root, from, './button')).toBe(join(root, 'components/button/index.tsx'));
    expect(resolveImport(root, from, '@/components/title')).toBe(join(root, 'components/title.tsx'));
    expect(resolveImport(root, from, 'next-intl')).toBeUndefined();
    expect(resolveImport(root, from, './missing')).toBeUndefined();
  });
});

describe('clientTree', () => {
  it('collects what client modules and their imports read, not server components or type-only imports', () => {
    const tree = clientTree(root, join(root, 'app/page.tsx'));
    expect(Object.fromEntries(tree.paths)).toEqual({
      'form.label': ['components/form.tsx'],
      'common.submit': ['components/button/index.tsx'],
    });
    expect(tree.problems).toEqual([]);
  });
});
