import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where Debian's nginx lives; NGINX overrides it. */
export function findNginx(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [env.NGINX, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];
  return candidates.find((path): path is string => !!path && existsSync(path)) ?? null;
}

/**
 * nginx, installed from Debian's packages when missing and this process may (root, apt-get):
 * the same step `.ci/run` takes. Otherwise null, and the caller says how to install it.
 */
export function ensureNginx(log: (line: string) => void): string | null {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return null;
  log('nginx is missing: installing it with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env });
  return findNginx();
}

/** One instance as the proxy sees it. */
export interface Upstream {
  port: number;
  /** Not ready (starting, draining, dead): kept in the list, marked down. */
  down: boolean;
}

export interface NginxSettings {
  /** Folder of the generated configuration, its pid file, temp files, cache and access log. */
  prefix: string;
  /** `host:port` or `port` nginx listens on. */
  listen: string;
  upstreams: Upstream[];
}

/**
 * The configuration from the committed template (deploy/nginx.conf.template): placeholders
 * `{{NAME}}` replaced, every one of them required.
 */
export function renderNginxConf(template: string, settings: NginxSettings): string {
  const servers = settings.upstreams
    .map(
      ({ port, down }) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s${down ? ' down' : ''};`,
    )
    .join('\n');
  const root = process.getuid?.() === 0;
  const values: Record<string, string> = {
    // Started by root (CI, a container), workers run as root too so they can write the cache
    // under DATA_DIR; started by anyone else, nginx keeps that user and ignores the directive.
    USER: root ? 'user root;' : '',
    PREFIX: settings.prefix,
    LISTEN: settings.listen,
    MIME_TYPES: existsSync('/etc/nginx/mime.types')
      ? '/etc/nginx/mime.types'
      : join(settings.prefix, 'mime.types'),
    UPSTREAM_SERVERS: servers,
  };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: unknown placeholder {{${name}}}`);
    return value;
  });
}

/** Writes the configuration and the folders nginx writes into; returns the file's path. */
export function writeNginxConf(template: string, settings: NginxSettings): string {
  for (const dir of ['tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi', 'cache'])
    mkdirSync(join(settings.prefix, dir), { recursive: true });
  const mime = join(settings.prefix, 'mime.types');
  if (!existsSync('/etc/nginx/mime.types') && !existsSync(mime))
    writeFileSync(mime, 'types { text/html html; application/json json; }\n');
  const file = join(settings.prefix, 'nginx.conf');
  writeFileSync(file, renderNginxConf(template, settings));
  return file;
}

/** `nginx -t` on a configuration: null when valid, else what nginx said. */
export function testNginxConf(nginx: string, file: string, prefix: string): string | null {
  const result = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-c', file], { encoding: 'utf8' });
  return result.status === 0 ? null : `${result.stderr}${result.stdout}`.trim();
}

/** The committed template, beside the bundle in dist or in the source tree's deploy/. */
export function readTemplate(candidates: string[]): string {
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`nginx template not found in ${candidates.join(' or ')}`);
  return readFileSync(found, 'utf8');
}
