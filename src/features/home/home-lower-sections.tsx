/**
 * Home's sections below a phone's first screen, as one chunk of their own (home-page.tsx asks for
 * it once the banners' picture has been painted). They stay in their own files; this module only
 * gathers them behind one dynamic import.
 */
export { HomeActivities } from './home-activities';
export { HomeBatches } from './home-batches';
export { HomeRecommended } from './home-recommended';
