/**
 * Where calls go. Configuration only: set VITE_API_BASE (the management host, basePath) and
 * VITE_API_BASE2 (the second site, basePath2) at build time to point the app at a real server.
 * With no API base, the app runs on the embedded demo backend (mocks/, MSW) at the same origin.
 */
export interface ApiConfig {
  basePath: string;
  basePath2: string;
  tenantId: string;
}

function trimSlash(value: string | undefined): string {
  return (value ?? '').trim().replace(/\/+$/, '');
}

/** No API base (VITE_API_BASE unset, blank or only slashes): the demo backend serves every call. */
export function isDemoBase(base: string | undefined): boolean {
  return trimSlash(base) === '';
}

// Vite fills import.meta.env; under plain Node (scripts/bench-api.ts via tsx) it is absent.
// oxlint-disable-next-line typescript/no-unnecessary-condition -- see above: typed as always there, it is not under Node
const env: Record<string, string | undefined> = import.meta.env ?? {};

export const apiConfig: ApiConfig = {
  basePath: trimSlash(env.VITE_API_BASE),
  basePath2: trimSlash(env.VITE_API_BASE2),
  tenantId: env.VITE_TENANT_ID ?? '1',
};

// Injected by vite.config.ts (isDemoBase of the build's VITE_API_BASE). Absent under plain Node.
declare const __DEMO_BUILD__: boolean | undefined;

/**
 * True when no real API base is configured: the demo backend serves every call. A build knows it
 * when it is made, so the minifier drops every demo-only branch from a real shop's build, and what
 * they import with them (the demo account on the login page, the demo backend's start-up). Under
 * plain Node (scripts run with tsx) it is read from the configuration.
 */
export const isDemoMode: boolean = typeof __DEMO_BUILD__ === 'boolean' ? __DEMO_BUILD__ : isDemoBase(apiConfig.basePath);
