import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { ensureAdmin } from './first-admin';
import { passwordProblem } from './passwords';

/**
 * `npm run create-admin -- --email a@b.uz [--password …]`: makes the account of that e-mail an
 * admin (creating it when missing), on the configured database. Without --password it asks on
 * the terminal (the password is not echoed into the shell history that way).
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' } },
  strict: true,
});
if (!values.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) {
  console.error('Usage: npm run create-admin -- --email admin@example.uz [--password …]');
  process.exit(2);
}
let password = values.password ?? process.env.ADMIN_PASSWORD ?? '';
if (!password) {
  if (!process.stdin.isTTY) {
    console.error('No --password given and no terminal to ask on.');
    process.exit(2);
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  password = await rl.question('Password (8–128 characters): ');
  rl.close();
}
const problem = passwordProblem(password);
if (problem) {
  console.error(
    {
      short: 'The password is shorter than 8 characters.',
      long: 'The password is longer than 128 characters.',
      common: 'The password is one of the most common ones: choose another.',
      mismatch: '',
    }[problem],
  );
  process.exit(2);
}
const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const result = await ensureAdmin(database.db, { email: values.email, password, resetPassword: true });
  console.log(
    result === 'created'
      ? `Created the admin ${values.email}.`
      : `${values.email} is an admin; the password was set.`,
  );
} finally {
  await database.close();
}
