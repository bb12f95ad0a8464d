import { APP_VERSION } from './constants';

// Injected by vite.config.ts at build time (APP_COMMIT, else `git rev-parse --short HEAD`); absent under plain Node.
declare const __APP_COMMIT__: string | undefined;

/** The commit this build was made from, or 'unknown' (a build outside a git checkout that named none). */
export const APP_COMMIT: string = typeof __APP_COMMIT__ === 'string' && __APP_COMMIT__ !== '' ? __APP_COMMIT__ : 'unknown';

/**
 * Which build this is, as Settings → About shows it and QA recordings carry it, so a shopper's or
 * a tester's report names the exact release: version 1.0.0, commit abc1234.
 */
export const BUILD = { version: APP_VERSION, commit: APP_COMMIT } as const;
