import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BUILD } from '@/lib/build-info';
import { productionEnv } from '../../scripts/deploy-headers';
import { securityHeaders } from '../../scripts/security-headers';
import { openContext, PHONE, screenshot, sharedBrowser, waitForApp } from './harness';
import { DEEP_LINK, expectServedAsIntended } from './served-checks';
import { caddyMissing, caddyValidate, nginxConfigTest, nginxMissing, startCaddy, startNginx, type RunningServer } from './static-servers';

/**
 * deploy/ for real: nginx (Debian's, with its brotli modules) and Caddy run their configuration
 * from deploy/ on 127.0.0.1 in front of this build, and answer as README "Deploying" promises; the
 * shop then runs in chromium behind nginx under the policy. Locally a server that is not installed
 * is skipped with what to install; CI installs both, and there a missing one fails.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const browser = sharedBrowser();
const wanted = securityHeaders(productionEnv());

function unavailable(missing: string | null, server: string): boolean {
  if (!missing) return false;
  if (process.env.CI) throw new Error(`CI must run the ${server} deployment test: ${missing}`);
  console.warn(`[deploy] ${server} deployment test SKIPPED: ${missing}`);
  return true;
}

/** The commit Settings shows must be one of this repository's, and HEAD's when this run built it. */
function expectRealCommit(commit: string): void {
  expect(commit).toMatch(/^[0-9a-f]{7,40}$/);
  execFileSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: ROOT });
  if (process.env.E2E_SKIP_BUILD !== '1') {
    expect(commit).toBe(execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim());
  }
}

const SERVERS = [
  { name: 'nginx', missing: nginxMissing(), start: startNginx, check: nginxConfigTest, verdict: 'test is successful' },
  { name: 'caddy', missing: caddyMissing(), start: startCaddy, check: caddyValidate, verdict: 'Valid configuration' },
];

describe.each(SERVERS.filter((server) => !unavailable(server.missing, server.name)))('deploy/ under $name', ({ name, start, check, verdict }) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start(inject('distDir'));
  });
  afterAll(async () => {
    await server.stop();
  });

  it(`passes ${name === 'nginx' ? 'nginx -t' : 'caddy validate'} with the generated headers`, async () => {
    const { ok, output } = await check(inject('distDir'));
    expect(output).toContain(verdict);
    expect(ok).toBe(true);
  });

  it('answers deep links, missing and hashed assets, workers and the manifest as intended', async () => {
    await expectServedAsIntended(server.url, server.root, wanted);
  });

  it('serves a shop that works under the policy, and names its build in Settings', async () => {
    const { context, page, errors } = await openContext(browser(), PHONE, { baseURL: server.url });
    await page.goto(DEEP_LINK);
    await waitForApp(page);
    await page.getByRole('list', { name: 'Wholesale prices' }).waitFor();
    await screenshot(page, `deploy-${name}-goods-375`);

    await page.goto('/pages/business/user/setUp/setUp');
    const version = page.getByText(/^Version \S+ \(\S+\)$/);
    await version.waitFor();
    const shown = /^Version (\S+) \((\S+)\)$/.exec(await version.innerText());
    expect(shown?.[1]).toBe(BUILD.version);
    expectRealCommit(shown?.[2] ?? '');
    await screenshot(page, `deploy-${name}-settings-375`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('deploy/Dockerfile', () => {
  // Not built here (no image registry can be reached); read, and held to the layout the Caddy test runs.
  const dockerfile = readFileSync(path.join(ROOT, 'deploy/Dockerfile'), 'utf8');
  const instructions = dockerfile.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));

  it('builds on the official Node 20 image and serves from the official Caddy image', () => {
    const images = instructions.filter((line) => line.startsWith('FROM ')).map((line) => line.split(/\s+/)[1]);
    expect(images).toEqual([expect.stringMatching(/^node:20\.\d+(\.\d+)?-bookworm-slim$/), expect.stringMatching(/^caddy:2\.\d+-alpine$/)]);
  });

  it('generates the headers from the configuration it builds with, and installs what the Caddy test runs', () => {
    expect(instructions).toContain('RUN npm run build && npm run deploy:headers');
    expect(instructions).toContain('COPY deploy/caddy/Caddyfile /etc/caddy/Caddyfile');
    expect(instructions).toContain('COPY --from=build /app/deploy/caddy/acc-plus-headers.caddy /etc/caddy/acc-plus-headers.caddy');
    expect(instructions).toContain('COPY --from=build /app/dist /srv/acc-plus');
    expect(instructions).toContain('ENV ACC_PLUS_ROOT=/srv/acc-plus');
  });

  it('keeps the build configuration and leaves what is built here out of the context', () => {
    const ignored = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8').split('\n').filter((line) => line && !line.startsWith('#'));
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'dist', '.git']));
    expect(ignored.some((pattern) => pattern.startsWith('.env'))).toBe(false);
  });
});
