import { execSync } from 'node:child_process';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { bootMessagesPlugin } from './scripts/boot-messages-plugin.mjs';
import { precompress, servePrecompressed } from './scripts/precompress.ts';
import { securityHeadersPlugin } from './scripts/security-headers-plugin.ts';
import { compileHints } from './scripts/vite/compile-hints.ts';
import { directImports } from './scripts/vite/direct-imports.ts';
import { firstScreenChunks } from './scripts/vite/first-screen-chunks.ts';
import { preloadChunks } from './scripts/vite/preload-chunks.ts';
import { preloadDepsBeyondHost } from './scripts/vite/preload-deps.ts';
import { routeChunks } from './scripts/vite/route-chunks.ts';
import { stylesheetAfterShellPlugin } from './scripts/vite/stylesheet-after-shell.ts';
import { precompiledMessages } from './scripts/vite/precompiled-messages.ts';
import { localizedManifests } from './scripts/vite/localized-manifests.ts';
import { shopWorker } from './scripts/vite/shop-worker.ts';
import { isDemoBase } from './src/api/config.ts';
import { DEFAULT_LOCALE, LAUNCH_FALLBACK_LOCALE } from './src/lib/constants.ts';
import { ROUTES } from './src/lib/routes.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
  '@locales': fileURLToPath(new URL('./locales', import.meta.url)),
  // Test helpers (renderWithProviders, demo sessions…) for tests beside the code they test.
  '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
};

/**
 * Aliases for production builds only (the dev server and the tests keep the packages as they are).
 * React Router 7's package exports only its development build (remix-run/react-router#12532,
 * #14102): a production bundle carried its development checks and warnings (ENABLE_DEV_WARNINGS
 * on) and 0.3 KB brotli more in the entry, so a build takes the package's own production files,
 * and the tests keep its warnings.
 */
const productionAliases = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
  // Builds only: the test DOMs have no ResizeObserver of their own (tests/setup-dom.ts gives one).
  { find: /^resize-observer-polyfill$/, replacement: fileURLToPath(new URL('./src/lib/native-resize-observer.ts', import.meta.url)) },
];

/**
 * The build's commit (src/lib/build-info.ts: Settings → About, QA recordings): APP_COMMIT when the
 * builder names it (a container build has no .git), else the checkout's; 'unknown' otherwise.
 */
function gitCommit(): string {
  const named = process.env.APP_COMMIT?.trim();
  if (named) return named;
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, root, 'VITE_');
  // A variable not set is not in it, whatever loadEnv's type says.
  const buildEnv: Readonly<Record<string, string | undefined>> = env;
  // No API base: the embedded demo backend serves every call (src/api/config.ts isDemoMode).
  const demoBuild = isDemoBase(buildEnv.VITE_API_BASE);
  const preloadDeps = preloadDepsBeyondHost();
  // One chunk of dependencies each for launch and the pages a first visit opens (the three Lighthouse
  // measures first), instead of some sixty small ones per page (scripts/vite/first-screen-chunks.ts).
  const firstScreenPages = [
    // '/' is the launch page, which leads to home.
    { name: 'home', module: 'src/features/home/home-page.tsx', paths: [ROUTES.home, ROUTES.root] },
    { name: 'goods', module: 'src/features/goods/goods-info-page.tsx', paths: [ROUTES.goodsInfo] },
    { name: 'list', module: 'src/features/catalogue/class-list-page.tsx', paths: [ROUTES.classList] },
  ];
  // Chunks the first paint needs besides the entry, which index.html preloads (preload-chunks.ts).
  const firstPaintChunks = [
    /\/src\/app\/page-loaders\.ts$/,
    // Launch (the API and the start-up calls) is imported as soon as the entry runs, on every
    // page: fetched beside the entry, its first call no longer waits for a download of its own.
    /\/src\/app\/launch\.ts$/,
    // A first visit's calls wait for the fingerprint (spec section 7): its 2 KB come with the entry.
    /\/src\/lib\/fingerprint\.ts$/,
    new RegExp(`/locales/${DEFAULT_LOCALE}\\.json$`),
    /\/antd-mobile\/es\/locales\/en-US\.js$/, // antd-mobile's name for DEFAULT_LOCALE (src/i18n/catalogues.ts)
  ];
  const firstScreen = firstScreenChunks(
    root,
    'src/main.tsx',
    [{ name: 'launch', modules: ['src/app/launch.ts'] }, ...firstScreenPages.map(({ name, module }) => ({ name, modules: [module] }))],
    // Loaded on every page once it has painted (root-layout.tsx, the hosts): what they share with a
    // page goes with launch, so they pull in no page's group.
    {
      name: 'after',
      modules: [
        'src/features/home/reminder-host.tsx',
        'src/features/stock-watch/stock-watch-host.tsx',
        'src/app/hosts/site-config-host.tsx',
      ],
    },
    // Loaded by home after its first screen: its lower sections no longer pull in the goods page's
    // own group. A category's filter sheet is not listed: its part of that group (the popup) imports
    // what home and the goods page share, so as a piece it put 14.5 KB more on a category's first
    // screen to spare 35 KB that now come after its first paint.
    // Home's banner carousel (its Swiper, springs and gestures) likewise comes once the first
    // banner has painted, and takes what it needs of the goods page's group, not all of it.
    [
      { name: 'lower', within: 'home', modules: ['src/features/home/home-lower-sections.tsx'] },
      { name: 'banners', within: 'home', modules: ['src/features/home/banner-carousel.tsx'] },
      // A goods page's reviews and description (DOMPurify among them), once its first picture has painted.
      { name: 'goods-lower', within: 'goods', modules: ['src/features/goods/goods-lower-sections.tsx'] },
    ],
  );
  return {
    base: '/',
    define: { __APP_COMMIT__: JSON.stringify(gitCommit()), __DEMO_BUILD__: JSON.stringify(demoBuild) },
    // The security headers (scripts/security-headers.ts): recorded by the build, sent by vite preview
    // (npm start, every browser test) as deploy/ sends them.
    // Production builds ship the catalogues (and the entry's boot texts) precompiled, without ICU's
    // parser (scripts/vite/precompiled-messages.ts); index.html preloads the default language's.
    plugins: [
      react(),
      bootMessagesPlugin({ precompiled: command === 'build' }),
      ...precompiledMessages(),
      preloadChunks(firstPaintChunks),
      // The opened page's files, listed in index.html for the entry's first module to fetch at once.
      routeChunks(root, firstScreenPages),
      // index.html's shell paints before the entry's stylesheet arrives (its link at the body's end).
      stylesheetAfterShellPlugin(),
      // Launch, the first screens and what index.html preloads compile with their download, off the
      // main thread (scripts/vite/compile-hints.ts).
      compileHints([...firstPaintChunks, ...firstScreenPages.map(({ module }) => new RegExp(`/${module.replaceAll('.', '\\.')}$`))]),
      precompress(),
      securityHeadersPlugin(env, root),
      // After the security headers' middleware, which sets them on every answer and passes it on.
      servePrecompressed(),
      preloadDeps.plugin,
      directImports(),
      firstScreen.plugin,
      // manifest.<lang>.webmanifest for each language, named from its catalogue (issue 16).
      localizedManifests(root),
      // The shop's service worker (/sw.js): installable, offline after one visit (README "PWA").
      shopWorker({
        root,
        alias,
        demo: demoBuild,
        precache: [
          /^src\/app\/(?:page-loaders|launch)\.ts$/,
          // The tab pages (src/app/page-loaders.ts: home, class, msg, cart, user), one pattern each
          // so a renamed page fails the build (precache-entries.ts) instead of going unprecached.
          /^src\/features\/home\/home-page\.tsx$/,
          // Home's sections below the first screen, a chunk of their own (home-page.tsx).
          /^src\/features\/home\/home-lower-sections\.tsx$/,
          /^src\/features\/catalogue\/class-page\.tsx$/,
          /^src\/features\/messages\/messages-page\.tsx$/,
          /^src\/features\/cart\/cart-page\.tsx$/,
          /^src\/features\/user\/user-page\.tsx$/,
          // A category's list and a goods page with the pieces they fetch later (the goods' lower
          // sections, its options sheet and picture viewer, the list's filter sheet): each of those
          // is asked for only some seconds after its page has painted, so a page seen briefly left
          // them unfetched, and offline they could not open (the reviews' place showed "could not
          // be loaded", a tap on "Add to cart" a toast). About 37 KB brotli more on a first install.
          /^src\/features\/catalogue\/class-list-page\.tsx$/,
          /^src\/features\/catalogue\/filter-sheet\.tsx$/,
          /^src\/features\/goods\/goods-info-page\.tsx$/,
          /^src\/features\/goods\/goods-lower-sections\.tsx$/,
          /^src\/features\/goods\/spec-sheet\.tsx$/,
          /^src\/features\/goods\/goods-gallery-overlays\.tsx$/,
          // Sends the cart's changes made offline: first needed as the connection comes back, when
          // its chunk may not get through yet (src/app/hosts/connection-host.tsx).
          /^src\/features\/cart\/cart-queue-sender\.tsx$/,
          // The pictures of a failed or empty state (page-state.tsx): offline is when a page says
          // what did not come, and without them it showed an empty box over its words. 6 KB brotli.
          /^src\/components\/error-block-picture\.tsx$/,
          new RegExp(`^locales/${DEFAULT_LOCALE}\\.json$`),
          /\/antd-mobile\/es\/locales\/en-US\.js$/, // antd-mobile's name for DEFAULT_LOCALE
          // The language a launch falls back to when the language cannot be loaded (spec section 1,
          // src/app/launch.ts): offline, a fallback to a catalogue the device does not hold left the
          // shop on a tap-to-reload screen. 19 KB brotli; antd-mobile's zh-CN is in the entry already.
          new RegExp(`^locales/${LAUNCH_FALLBACK_LOCALE}\\.json$`),
        ],
        unhashed: ['index.html', 'manifest.webmanifest', 'favicon.svg', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png', 'icons/apple-touch-icon.png'],
      }),
    ],
    resolve: { alias: command === 'build' ? [...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })), ...productionAliases] : alias },
    build: {
      manifest: true,
      // Every browser the shop supports (es2022) has <link rel="modulepreload">: no polyfill in the entry.
      modulePreload: { polyfill: false, resolveDependencies: preloadDeps.resolveDependencies },
      target: 'es2022',
      chunkSizeWarningLimit: 1200,
      rolldownOptions: { output: { codeSplitting: { groups: [firstScreen.group] } } },
    },
    preview: { host: '127.0.0.1', port: 4173, strictPort: false },
    // The demo's service worker is served from /mocks/ in dev; this header lets its scope be '/'.
    server: { host: '127.0.0.1', headers: { 'Service-Worker-Allowed': '/' } },
  };
});
