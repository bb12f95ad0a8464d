// The demo backend's service worker, registered by mocks/browser.ts in demo mode only. Its code
// is a hashed file of the build (/assets/…, from mocks/service-worker.ts); this loader sits at the
// site root so the worker's scope is the whole shop without a Service-Worker-Allowed header.
const bundle = new URL(self.location.href).searchParams.get('bundle') ?? '';
if (/^\/assets\/[\w.-]+\.js$/.test(bundle)) importScripts(bundle);
else console.error('[demo] demo-sw.js was registered without its bundle');
