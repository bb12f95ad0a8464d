// @vitest-environment node
import { vi } from 'vitest';
import { accountApi } from './account/endpoints';
import { TAG_TYPES, type ApiTagType } from './api';
import { actionLog, freshStore } from '@tests/api/harness';

/**
 * A logout (and a login) drops every cached answer that belongs to the shopper. Written against
 * TAG_TYPES, not USER_TAGS: a tag added to the API and left out of the reset fails here, because
 * the only tags allowed to survive are the two named below (the same for every shopper).
 */
const SURVIVE_LOGOUT: readonly ApiTagType[] = ['Config', 'Lang'];

it('a logout invalidates every tag but the configuration and the language', async () => {
  const store = freshStore({ token: 'token-1' });
  const log = actionLog();
  // No page here (node environment), so no origin for the relative address: the call itself
  // fails (and says so), and the logout still drops what it must.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await store.dispatch(accountApi.endpoints.logout.initiate({ refreshToken: 'refresh-1' }));
  log.stop();
  expect(warn).toHaveBeenCalledWith('request failed:', expect.stringContaining('Failed to parse URL'));
  warn.mockRestore();

  const invalidated = new Set(
    log.actions
      .filter((a) => a.type === 'api/invalidateTags')
      .flatMap((a) => (a.payload as (ApiTagType | { type: ApiTagType })[]).map((t) => (typeof t === 'string' ? t : t.type))),
  );
  expect(TAG_TYPES.filter((tag) => !invalidated.has(tag))).toEqual(SURVIVE_LOGOUT);
  expect(store.getState().session['ba-user-token']).toBe('');
});
