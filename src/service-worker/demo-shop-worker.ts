/**
 * The shop's worker in a demo build (no VITE_API_BASE): one worker at the site's scope carries
 * both. Import order is listener order: Workbox's routes first (they answer the build's files,
 * pages and pictures, all GETs), then the demo backend (mocks/demo-worker.ts), which answers the
 * API's calls (POSTs under /api/, /mallapi/, /__demo/) with the MSW handlers.
 */
import './shop-worker';
import '@mocks/demo-worker';
