import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { CartQueueState } from './cart-queue-slice';
import type { CartState } from './cart-slice';
import type { ConnectionState } from './connection-slice';
import type { LangState } from './lang-slice';
import type { PwaState } from './pwa-slice';
import type { SessionState } from './session-slice';
import type { SysConfigState } from './sys-config-slice';
import type { UiState } from './ui-slice';
import type { UnreadState } from './unread-slice';

/**
 * The slices' part of the root state. The app's RootState (src/app/store.ts) extends it with the
 * API cache and persistence bookkeeping; layers below app type against this one.
 */
export interface SliceState {
  session: SessionState;
  lang: LangState;
  sysConfig: SysConfigState;
  cart: CartState;
  unread: UnreadState;
  ui: UiState;
  connection: ConnectionState;
  cartQueue: CartQueueState;
  pwa: PwaState;
}

export type AppThunkDispatch = ThunkDispatch<SliceState, unknown, UnknownAction>;

export const useAppSelector = useSelector.withTypes<SliceState>();
export const useAppDispatch = useDispatch.withTypes<AppThunkDispatch>();
