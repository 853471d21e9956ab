import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/backend/db/schema.ts',
  out: './lib/backend/db/migrations',
});
