import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The deploy/ configurations run for real, as a shopper's browser would meet them: nginx (with
 * Debian's brotli modules) and Caddy on 127.0.0.1, on a free port, with every path they write
 * (pid, logs, temp files, Caddy's data) in a temporary directory, so no root and no system service
 * is needed. Each serves a copy of a build in that directory, laid out as deploy/ says to install it.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const NGINX_MODULES = process.env.NGINX_MODULES_PATH ?? '/usr/lib/nginx/modules';
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];
const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';

export interface RunningServer {
  url: string;
  /** The build's copy the server reads (test files such as sw.js may be added to it). */
  root: string;
  stop: () => Promise<void>;
}

/** Why nginx cannot be tried here (null when it can), with what to install. */
export function nginxMissing(): string | null {
  if (!existsSync(NGINX)) return `no nginx at ${NGINX}: apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static`;
  const absent = BROTLI_MODULES.filter((module) => !existsSync(path.join(NGINX_MODULES, module)));
  if (absent.length > 0) return `nginx has no ${absent.join(', ')} in ${NGINX_MODULES}: apt-get install libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static`;
  return null;
}

/** Why Caddy cannot be tried here (null when it can). */
export function caddyMissing(): string | null {
  return existsSync(CADDY) ? null : `no caddy at ${CADDY}: apt-get install caddy`;
}

/** Replaces a line that must be there exactly once, so a change to the deploy file cannot slip past the test. */
function replaceOnce(text: string, line: string, by: string): string {
  const count = text.split(line).length - 1;
  if (count !== 1) throw new Error(`expected "${line}" exactly once in the deploy file, found ${String(count)}`);
  return text.replace(line, by);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function listening(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${String(child.exitCode)}):\n${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not listen on ${String(port)}:\n${log()}`);
}

function stopper(child: ChildProcess, dir: string): () => Promise<void> {
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
}

/** A temporary directory the server's unprivileged workers can read, with a copy of the build at `site`. */
function workspace(dist: string, site: string): { dir: string; root: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'acc-plus-deploy-'));
  chmodSync(dir, 0o755);
  const root = path.join(dir, site);
  mkdirSync(path.dirname(root), { recursive: true });
  cpSync(dist, root, { recursive: true });
  return { dir, root };
}

/** The nginx.conf around deploy/nginx/acc-plus.conf, as Debian's /etc/nginx/nginx.conf would hold it. */
function nginxConf(dir: string): string {
  const asRoot = process.getuid?.() === 0;
  return [
    // Root starts nginx's workers as another user; as root here they stay root (a test on 127.0.0.1).
    asRoot ? 'user root root;' : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    ...BROTLI_MODULES.map((module) => `load_module ${path.join(NGINX_MODULES, module)};`),
    'events { worker_connections 64; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    `  access_log ${dir}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind}_temp;`),
    '  include sites-enabled/acc-plus.conf;',
    '}',
    '',
  ].join('\n');
}

/**
 * Writes nginx.conf, sites-enabled/acc-plus.conf (deploy's server block, its listen and root lines
 * pointed here) and snippets/acc-plus-headers.conf (as generated) into a temporary prefix.
 */
function nginxPrefix(dist: string, port: number): { dir: string; root: string; conf: string } {
  const { dir, root } = workspace(dist, 'www/acc-plus');
  mkdirSync(path.join(dir, 'sites-enabled'));
  mkdirSync(path.join(dir, 'snippets'));
  let server = readFileSync(path.join(ROOT, 'deploy/nginx/acc-plus.conf'), 'utf8');
  server = replaceOnce(server, '    listen 80;\n', `    listen 127.0.0.1:${String(port)};\n`);
  server = replaceOnce(server, '    listen [::]:80;\n', '');
  server = replaceOnce(server, '    root /var/www/acc-plus;\n', `    root ${root};\n`);
  writeFileSync(path.join(dir, 'sites-enabled/acc-plus.conf'), server);
  cpSync(path.join(ROOT, 'deploy/nginx/acc-plus-headers.conf'), path.join(dir, 'snippets/acc-plus-headers.conf'));
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConf(dir));
  return { dir, root, conf };
}

/** `nginx -t` on the configuration the server would run with: its verdict and output. */
export async function nginxConfigTest(dist: string): Promise<{ ok: boolean; output: string }> {
  const { dir, conf } = nginxPrefix(dist, await freePort());
  try {
    const result = spawnSync(NGINX, ['-t', '-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], { encoding: 'utf8' });
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startNginx(dist: string): Promise<RunningServer> {
  const port = await freePort();
  const { dir, root, conf } = nginxPrefix(dist, port);
  const errorLog = path.join(dir, 'error.log');
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', errorLog], { stdio: 'ignore' });
  await listening(port, child, () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''));
  return { url: `http://127.0.0.1:${String(port)}`, root, stop: stopper(child, dir) };
}

/**
 * Caddy laid out as deploy/Dockerfile installs it: the Caddyfile and the generated headers in
 * etc/caddy, the build in srv/acc-plus. A wrapper turns off the admin endpoint (its fixed port
 * would collide with any other Caddy here) and imports the Caddyfile unchanged.
 */
function caddyPrefix(dist: string): { dir: string; root: string; wrapper: string; caddyfile: string } {
  const { dir, root } = workspace(dist, 'srv/acc-plus');
  const etc = path.join(dir, 'etc/caddy');
  mkdirSync(etc, { recursive: true });
  cpSync(path.join(ROOT, 'deploy/caddy/Caddyfile'), path.join(etc, 'Caddyfile'));
  cpSync(path.join(ROOT, 'deploy/caddy/acc-plus-headers.caddy'), path.join(etc, 'acc-plus-headers.caddy'));
  const wrapper = path.join(dir, 'Caddyfile.test');
  writeFileSync(wrapper, `{\n\tadmin off\n}\nimport ${path.join(etc, 'Caddyfile')}\n`);
  return { dir, root, wrapper, caddyfile: path.join(etc, 'Caddyfile') };
}

function caddyEnv(dir: string, root: string, port: number): NodeJS.ProcessEnv {
  return { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, ACC_PLUS_SITE: `http://127.0.0.1:${String(port)}`, ACC_PLUS_ROOT: root };
}

/** `caddy validate` on deploy's Caddyfile as installed (the admin-off wrapper is not part of what is validated). */
export async function caddyValidate(dist: string): Promise<{ ok: boolean; output: string }> {
  const { dir, root, caddyfile } = caddyPrefix(dist);
  try {
    const env = caddyEnv(dir, root, await freePort());
    const result = spawnSync(CADDY, ['validate', '--config', caddyfile, '--adapter', 'caddyfile'], { encoding: 'utf8', env });
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startCaddy(dist: string): Promise<RunningServer> {
  const port = await freePort();
  const { dir, root, wrapper } = caddyPrefix(dist);
  let log = '';
  const child = spawn(CADDY, ['run', '--config', wrapper, '--adapter', 'caddyfile'], { env: caddyEnv(dir, root, port), stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await listening(port, child, () => log);
  return { url: `http://127.0.0.1:${String(port)}`, root, stop: stopper(child, dir) };
}
