import { describe, expect, it } from 'vitest';
import { deferred } from '@tests/deferred';
import { chunkLoadsSettled, trackChunk } from './chunk-loads';

describe('chunk loads', () => {
  it('are waited for until each has arrived or failed, including one asked for while waiting', async () => {
    const page = deferred();
    const carousel = deferred();
    const later = deferred();
    expect(await trackChunk(Promise.resolve('in'))).toBe('in');
    void trackChunk(page.promise);
    trackChunk(carousel.promise).catch(() => undefined);
    let settled = false;
    void chunkLoadsSettled().then(() => (settled = true));

    page.resolve();
    void trackChunk(later.promise);
    carousel.reject(new Error('chunk gone'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);

    later.resolve();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(true);
  });
});
