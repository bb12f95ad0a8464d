import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The browser's connection as `navigator.onLine` reports it, and the event it sends on a change.
 * Restored with the test file's `vi.restoreAllMocks()`. A view following the event
 * (useBrowserOnline) may do so a render later: read what it shows with `findBy…`.
 */
export function connection(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}
