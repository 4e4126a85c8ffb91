import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/db/schema.ts',
    './src/server/db/schema-accounts.ts',
    './src/server/db/schema-content.ts',
    './src/server/db/schema-forms.ts',
    './src/server/db/schema-moderation.ts',
    './src/server/db/schema-newsroom.ts',
    './src/server/db/schema-personal.ts',
    './src/server/db/schema-search.ts',
    './src/server/db/schema-reminders.ts',
  ],
  out: './src/server/db/migrations',
});
