import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's chromium (or CHROMIUM_PATH); no test step ever downloads a browser of its own. */
export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `No chromium at ${candidate}. Install Debian's package (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`,
    );
  }
  return candidate;
}

/**
 * A font with Chinese glyphs, which Debian's chromium package does not bring. Without one every
 * zh-CN and zh-TW page is drawn in empty boxes: the screenshots cannot be judged, and the matrix's
 * overflow and line checks measure boxes instead of characters (CI203's screenshots, on a host that
 * had chromium already). Chromium finds fonts through fontconfig, so fontconfig is asked.
 */
export function assertChineseFont(): void {
  let families = '';
  try {
    families = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  } catch {
    // No fc-list: fontconfig's tools are missing, and so may the fonts be.
  }
  if (families.trim() === '') {
    throw new Error('No font with Chinese glyphs: the zh-CN and zh-TW pages would be drawn in boxes. Install Debian\'s fonts-noto-cjk (and fontconfig for fc-list).');
  }
}

/** The flags every headless chromium of ours starts with (browser tests, npm run perf). */
export const HEADLESS_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65, chromiumSwitches.ts). Chromium
 * keeps only the last `--disable-features` switch on its command line, so a test that turns one
 * more feature off repeats these, or it would silently turn them back on.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The browser tests' features switch: Playwright's list and RenderDocument. With RenderDocument
 * (a new document host for each navigation; on in Debian's chromium 150), a page loaded while
 * Playwright's offline switch is on (`context.setOffline(true)`) read `navigator.onLine` as true,
 * so the demo worker answered it and the offline test saw a reload's saved copy served as fresh
 * (found on a clean clone, 27 Nov 2026; passes with the feature off). A phone's offline state
 * comes from its system, not from this emulation, so the shop itself is not concerned.
 */
export const E2E_FEATURES_SWITCH = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'RenderDocument'].join(',')}`;

