/**
 * The shop's security headers, generated from the build configuration (the VITE_* variables the
 * build reads, see README "Configuration"). One source for every server that sends them:
 * `vite preview` (vite.config.ts, so `npm start` and every browser test run under the policy) and
 * the deploy/ configurations (scripts/deploy-headers.ts writes them; tests/deploy checks they are in
 * sync with this file).
 *
 * The policy is strict: scripts only from our own origin (no inline script, no eval), connections
 * only to our origin and the configured API bases, pictures from our origin, data:, blob:, the API
 * bases and VITE_IMAGE_HOSTS. A bad value in a variable stops the build with a message naming it,
 * rather than shipping a policy that silently blocks the shop or lets anything in.
 */

export type BuildEnv = Readonly<Record<string, string | undefined>>;

export class BuildConfigError extends Error {
  override name = 'BuildConfigError';
}

/** What Sign in with Google (accounts.google.com/gsi/client) loads, per Google's CSP guide. */
const GOOGLE = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
} as const;

/**
 * The origin calls to an API base go to, or null when they stay on our own origin (no base: the
 * demo backend; a path such as `/shop-api`: a reverse proxy on this site).
 */
export function apiOrigin(name: string, value: string | undefined): string | null {
  const base = (value ?? '').trim();
  if (base === '' || (base.startsWith('/') && !base.startsWith('//'))) return null;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new BuildConfigError(`${name} must be an absolute http(s) URL (https://api.example.com) or a path on this site (/api), not "${base}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new BuildConfigError(`${name} must use https: or http:, not "${url.protocol}" ("${base}")`);
  }
  return url.origin;
}

// scheme://host[:port], the host may start with one "*." label (any subdomain): a CSP host source.
const HOST_SOURCE = /^https?:\/\/(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/i;

/**
 * VITE_IMAGE_HOSTS: comma-separated hosts pictures may come from besides our origin and the API
 * bases (a CDN or object store the server's picture URLs point at), each with its scheme:
 * `https://cdn.example.com,https://*.oss-cn-hangzhou.aliyuncs.com`.
 */
export function imageHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().replace(/\/+$/, ''))
    .filter(Boolean)
    .map((host) => {
      if (!HOST_SOURCE.test(host)) {
        throw new BuildConfigError(`VITE_IMAGE_HOSTS: "${host}" is not a host with its scheme, such as https://cdn.example.com or https://*.example.com`);
      }
      return host.toLowerCase();
    });
}

/** True when the build offers Sign in with Google (VITE_GOOGLE_CLIENT_ID), which loads Google's script. */
export function googleLoginEnabled(env: BuildEnv): boolean {
  return (env.VITE_GOOGLE_CLIENT_ID ?? '').trim() !== '';
}

const unique = (sources: (string | null | false)[]): string[] => [...new Set(sources.filter((s): s is string => Boolean(s)))];

/** The Content-Security-Policy header value for a build configured by `env`. */
export function contentSecurityPolicy(env: BuildEnv): string {
  const apis = unique([apiOrigin('VITE_API_BASE', env.VITE_API_BASE), apiOrigin('VITE_API_BASE2', env.VITE_API_BASE2)]);
  const google = googleLoginEnabled(env);
  const pictureHosts = imageHosts(env.VITE_IMAGE_HOSTS);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", google && GOOGLE.script])],
    // No <style> elements or inline stylesheets: the shop's CSS is files of ours. React and
    // antd-mobile set styles through the CSSOM, which CSP does not govern, so the app itself needs
    // no more. Style attributes in markup are allowed for one reason: rich text from the server
    // (agreements, help, notices, goods descriptions) carries them, and the browser reports every
    // one the moment DOMPurify parses it, even those the sanitizer then removes. An attribute style
    // runs no script and loads nothing outside img-src/font-src (README, "Deploying").
    ['style-src', unique(["'self'", google && GOOGLE.style])],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', unique(["'self'", 'data:', 'blob:', ...apis, ...pictureHosts])],
    ['font-src', ["'self'"]],
    // The picture hosts too: the shop's service worker fetches the goods pictures it keeps for
    // offline browsing (src/service-worker/), and a worker's fetch is a connection. They serve
    // pictures only; the page's scripts never call them.
    ['connect-src', unique(["'self'", ...apis, ...pictureHosts, google && GOOGLE.connect])],
    ['frame-src', google ? [GOOGLE.frame] : ["'none'"]],
    // The shop's service worker (/sw.js, with the demo backend inside in demo builds) and the
    // web app manifest (/manifest.webmanifest): our origin only.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * The camera (the barcode scanner) stays with our own origin; every other powerful feature we do
 * not use is off, for us and anything we might embed. Only features Chromium knows are listed: an
 * unknown one is a console warning on every page (Chromium 156 knows neither 'web-share' nor
 * 'bluetooth'; the share sheet needs no entry, its default is our own origin). Autoplay is left at
 * its default: the scanner's camera preview plays itself.
 */
const PERMISSIONS: [string, string][] = [
  ['camera', '(self)'],
  ...['microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'accelerometer', 'gyroscope', 'magnetometer', 'display-capture', 'fullscreen', 'picture-in-picture', 'screen-wake-lock', 'xr-spatial-tracking', 'idle-detection', 'encrypted-media'].map(
    (feature): [string, string] => [feature, '()'],
  ),
];

/** Every security header the shop is served with, in a stable order, for a build configured by `env`. */
export function securityHeaders(env: BuildEnv): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'Permissions-Policy': PERMISSIONS.map(([feature, allow]) => `${feature}=${allow}`).join(', '),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    // Older browsers that do not know frame-ancestors still refuse to be framed.
    'X-Frame-Options': 'DENY',
    // Our window shares nothing with pages we open or that open us; Google's sign-in popup must
    // still reach back to the page that opened it.
    'Cross-Origin-Opener-Policy': googleLoginEnabled(env) ? 'same-origin-allow-popups' : 'same-origin',
  };
}

/** The build variables the headers depend on, for the comment at the top of generated files. */
export const HEADER_VARIABLES = ['VITE_API_BASE', 'VITE_API_BASE2', 'VITE_IMAGE_HOSTS', 'VITE_GOOGLE_CLIENT_ID'] as const;
