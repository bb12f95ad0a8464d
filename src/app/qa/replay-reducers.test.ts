// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '@/api/api';
import { replayReducer } from '@/features/qa/replay-fold';
import { makeRootReducer } from '../store';

describe('the replay reducers', () => {
  it('are the app root reducer\'s slices, all of them, minus the API cache', () => {
    const app = makeRootReducer()(undefined, { type: '@@test/init' });
    const replay = replayReducer(undefined, { type: '@@test/init' });
    const appSlices = Object.keys(app).filter((k) => k !== api.reducerPath);
    expect(Object.keys(replay).sort()).toEqual(appSlices.sort());
    for (const key of appSlices) {
      const slice = { ...(app[key as keyof typeof app] as unknown as Record<string, unknown>) };
      delete slice._persist;
      expect(replay[key as keyof typeof replay]).toEqual(slice);
    }
  });
});
