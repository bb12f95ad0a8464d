// Injected by vite.config.ts at build time (`git rev-parse --short HEAD`); absent under plain Node.
declare const __APP_COMMIT__: string | undefined;

export const APP_COMMIT: string = typeof __APP_COMMIT__ === 'string' && __APP_COMMIT__ !== '' ? __APP_COMMIT__ : 'unknown';
