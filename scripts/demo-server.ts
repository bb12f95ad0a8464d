/**
 * `npm run demo:server -- [--host 127.0.0.1] [--port 8787] [--origin https://x.example]… [--state file.json] [--goods 10000]`
 *
 * The demo backend (mocks/) over real HTTP, one shared state for every client: QA opens the shop
 * from phones on the same network and all see the same accounts, carts and orders. Point a build
 * at it with VITE_API_BASE (README, "Demo backend over HTTP"). `--host 0.0.0.0` listens on every
 * interface and prints the addresses a phone can use. `--state` keeps the demo state in a file
 * across restarts (without it the state lives in memory and a restart starts from the seed).
 * Prints `demo server listening on <url>` first, which `npm run perf` reads.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setCatalogueSize } from '../mocks/data/catalogue';
import { DEMO_ACCOUNT } from '../mocks/data/demo-account';
import { createDemoHttpServer } from '../mocks/http-server';
import { attachStorage } from '../mocks/state/store';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '8787' },
    origin: { type: 'string', multiple: true, default: [] },
    state: { type: 'string' },
    goods: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log('npm run demo:server -- [--host 127.0.0.1|0.0.0.0] [--port 8787] [--origin <exact origin>]… [--state <file>] [--goods <count>]');
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number (0 picks a free one), not ${values.port}`);
  process.exit(2);
}

if (values.state) {
  const file = path.resolve(values.state);
  attachStorage({
    load: () => (existsSync(file) ? readFileSync(file, 'utf8') : null),
    save: (value) => {
      writeFileSync(file, value);
    },
    clear: () => {
      rmSync(file, { force: true });
    },
  });
}
if (values.goods) setCatalogueSize(Number(values.goods));

const server = createDemoHttpServer({ origins: values.origin });
server.listen(port, values.host, () => {
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  const local = `http://${values.host === '0.0.0.0' || values.host === '::' ? '127.0.0.1' : values.host}:${String(bound)}`;
  console.log(`demo server listening on ${local}`);
  const lan =
    values.host === '0.0.0.0' || values.host === '::'
      ? Object.values(networkInterfaces())
          .flat()
          .filter((i) => i && i.family === 'IPv4' && !i.internal)
          .map((i) => `http://${i?.address ?? ''}:${String(bound)}`)
      : [];
  for (const url of lan) console.log(`  on the network: ${url}`);
  const example = lan[0] ?? local;
  console.log(`\n  Point a build at it:  VITE_API_BASE=${example} npm run build -- --outDir dist-demo-server`);
  console.log('  then serve that build: npx vite preview --outDir dist-demo-server --host 0.0.0.0');
  console.log(`  demo account: ${DEMO_ACCOUNT.username} / ${DEMO_ACCOUNT.password}; reset: POST ${local}/__demo/reset`);
  console.log('  Ctrl+C stops it.\n');
});

const stop = () => {
  server.close();
  server.closeAllConnections();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
