import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config';
import { BackupError } from '../src/server/ops/backup/common';
import { restore } from '../src/server/ops/backup/restore';

/**
 * `npm run restore -- <backup folder> [--force]`: into DATABASE_URL's database (pg_restore) or the
 * embedded one in DATA_DIR/db, then DATA_DIR/uploads and DATA_DIR/private; refuses a database or
 * files already there unless --force. Checks the result against the backup's manifest.
 */
const USAGE = 'usage: npm run restore -- <backup folder> [--force]';

/** An unknown or malformed option (node:util parseArgs). */
const parseError = (err: unknown) =>
  String((err as NodeJS.ErrnoException).code ?? '').startsWith('ERR_PARSE_ARGS');

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const from = positionals[0];
  if (!from || positionals.length > 1) throw new BackupError('name one backup folder');
  const config = loadConfig();
  await restore({
    from,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    force: values.force,
    log: (line) => console.log(line),
  });
  console.log(`Restored ${from} into ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}.`);
} catch (err) {
  if (err instanceof BackupError || err instanceof ConfigError || parseError(err)) {
    console.error(`Restore failed: ${(err as Error).message}\n${USAGE}`);
    process.exit(1);
  }
  throw err;
}
