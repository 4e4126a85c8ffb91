import { join } from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seed } from './seed';

/** `npm run seed`: migrates the configured database and seeds demo content if it is empty. */
const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const report = await seed(database.db, {
    product: config.product,
    uploadsDir: join(config.dataDir, 'uploads'),
  });
  console.log(
    report.demo
      ? `Seeded demo content: ${report.schedules} schedules, ${report.layouts} layouts.`
      : `Database already had content: ${report.layouts} missing layouts and ${report.schedules} demo schedules added.`,
  );
} finally {
  await database.close();
}
