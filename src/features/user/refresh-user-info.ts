import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { accountApi } from '@/api/account/endpoints';
import type { SliceState } from '@/state/hooks';

/**
 * On launch, when user_info is held, fetch the user again and save it (spec section 4): the
 * userInfo endpoint saves what it answers (userInfoRefreshed) and keeps the stored token.
 * Failures are quiet here; a 303 clears the session through the baseQuery as anywhere else.
 * Answers true when fresh user info arrived.
 */
export function refreshUserInfo(): ThunkAction<Promise<boolean>, SliceState, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    if (!getState().session.user_info) return false;
    const request = dispatch(accountApi.endpoints.userInfo.initiate(undefined, { subscribe: false, forceRefetch: true }));
    try {
      await request.unwrap();
      return true;
    } catch (error) {
      console.warn('user info refresh failed', error);
      return false;
    }
  };
}
