import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

/** The VAPID key pair that signs every push (RFC 8292) and the contact it names. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:`: who the push services may contact about this sender. */
  subject: string;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY from the environment (both, or neither); else the pair
 * kept in `DATA_DIR/vapid.json`, made at the first start (`wx`: of instances sharing DATA_DIR
 * that start together, one writes it and the others read that one). A changed pair unsubscribes
 * every browser in effect, so the file is never rewritten.
 */
export function loadVapidKeys(config: {
  vapid: { publicKey: string | null; privateKey: string | null; subject: string | null };
  dataDir: string;
  publicUrl: string;
}): VapidKeys {
  const { vapid, dataDir, publicUrl } = config;
  const subject = vapid.subject ?? defaultSubject(publicUrl);
  if (vapid.publicKey && vapid.privateKey)
    return { publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject };
  const file = join(dataDir, 'vapid.json');
  try {
    return { ...readKeys(file), subject };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  const made = webpush.generateVAPIDKeys();
  try {
    writeFileSync(file, `${JSON.stringify(made)}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return { ...readKeys(file), subject };
  }
  return { ...made, subject };
}

function readKeys(file: string): { publicKey: string; privateKey: string } {
  const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string')
    throw new Error(`${file}: expected { publicKey, privateKey }`);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/** The site itself when served over HTTPS, else a no-reply address at its host. */
function defaultSubject(publicUrl: string): string {
  const url = new URL(publicUrl);
  return url.protocol === 'https:' ? url.origin : `mailto:no-reply@${url.hostname}`;
}
