import { createAction } from '@reduxjs/toolkit';

/**
 * Events the API layer announces for the app to act on (a listener in src/app performs them),
 * so the baseQuery itself never navigates.
 */
export const loginRequired = createAction<{ from?: string; reason: 'not-logged-in' | 'refresh-failed' }>(
  'api/loginRequired',
);
