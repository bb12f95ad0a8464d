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

export const apiConfig: ApiConfig = {
  basePath: trimSlash(import.meta.env.VITE_API_BASE as string | undefined),
  basePath2: trimSlash(import.meta.env.VITE_API_BASE2 as string | undefined),
  tenantId: (import.meta.env.VITE_TENANT_ID as string | undefined) ?? '1',
};

/** True when no real API base is configured: the demo backend serves every call. */
export const isDemoMode = apiConfig.basePath === '';
