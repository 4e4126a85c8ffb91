import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config';
import { backup } from '../src/server/ops/backup/backup';
import { BackupError } from '../src/server/ops/backup/common';

/**
 * `npm run backup [-- --out <folder>] [--force]`: the database of DATABASE_URL (pg_dump) or the
 * embedded one in DATA_DIR/db (stop the server first), with DATA_DIR/uploads and DATA_DIR/private,
 * into one folder (default DATA_DIR/backups/efir-<UTC time>). See src/server/ops/backup.ts.
 */
const USAGE = 'usage: npm run backup [-- --out <folder>] [--force]';

/** An unknown or malformed option (node:util parseArgs). */
const parseError = (err: unknown) =>
  String((err as NodeJS.ErrnoException).code ?? '').startsWith('ERR_PARSE_ARGS');

try {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const config = loadConfig();
  const { dir, manifest } = await backup({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    out: values.out,
    force: values.force,
    log: (line) => console.log(line),
  });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `${manifest.kind} backup of ${Object.keys(manifest.tables).length} tables (${rows} rows): ${dir}`,
  );
} catch (err) {
  if (err instanceof BackupError || err instanceof ConfigError || parseError(err)) {
    console.error(`Backup failed: ${(err as Error).message}\n${USAGE}`);
    process.exit(1);
  }
  throw err;
}
