import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', '.data/**', '.cache/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'lib/backend/db/migrations/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // The house rule (docs/conventions.md): no file over 300 lines. Import cycles: `npm run lint`'s dpdm.
      'max-lines': ['error', { max: 300 }],
    },
  },
  {
    // Toasts go through components/toast/toast.ts, which loads sonner after the page (issue #16):
    // a direct import would put sonner back into the page's first-load JavaScript.
    ignores: ['components/toast/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'sonner', message: "Import toast from '@/components/toast/toast'.", allowTypeImports: true },
            // exceljs's `tmp` hangs a process 'exit' listener on load: loaded with the API, it kept every
            // jest file's modules alive (docs/decisions/0040). Load it where a spreadsheet is handled.
            { name: 'exceljs', message: "Load it with loadExcel() from '@/lib/backend/catalog-import/parse-file'.", allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    // CommonJS on purpose (the production server's preload and what it shares with the app).
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
