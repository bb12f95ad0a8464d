import { afterEach, describe, expect, it, vi } from 'vitest';
import { askToNotify, notify, notifyInBackground } from './system-notification';

const shown: { title: string; body?: string }[] = [];
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = vi.fn(() => Promise.resolve('granted' as NotificationPermission));
  readonly title: string;
  constructor(title: string, options?: NotificationOptions) {
    this.title = title;
    shown.push({ title, body: options?.body });
  }
}

function hidden(value: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (value ? 'hidden' : 'visible') });
}

afterEach(() => {
  shown.length = 0;
  vi.unstubAllGlobals();
  hidden(false);
});

describe('reminder notifications', () => {
  it('notify only when the tab is hidden and the shopper allowed them', () => {
    vi.stubGlobal('Notification', FakeNotification);
    hidden(false);
    expect(notifyInBackground('“Pearl drop” has started', 'Pearl drop')).toBe(false);
    hidden(true);
    expect(notifyInBackground('“Pearl drop” has started', 'Pearl drop')).toBe(true);
    expect(shown).toEqual([{ title: '“Pearl drop” has started', body: 'Pearl drop' }]);
    FakeNotification.permission = 'denied';
    expect(notifyInBackground('x', 'y')).toBe(false);
    FakeNotification.permission = 'granted';
  });

  it('ask for permission only while the shopper has not answered', () => {
    vi.stubGlobal('Notification', FakeNotification);
    FakeNotification.permission = 'default';
    askToNotify();
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    FakeNotification.permission = 'denied';
    askToNotify();
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    FakeNotification.permission = 'granted';
  });
});

describe('notifications shown at once (stock watch)', () => {
  it('show in the foreground too, and a tap brings the tab forward and runs the action', () => {
    const made: { onclick: (() => void) | null; close: () => void }[] = [];
    class Clickable extends FakeNotification {
      onclick: (() => void) | null = null;
      close = vi.fn();
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        made.push(this);
      }
    }
    vi.stubGlobal('Notification', Clickable);
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    const opened = vi.fn();
    hidden(false);
    expect(notify('Back in stock', 'Pearl drop — Gold / 7', { tag: 'watch-1', onClick: opened })).toBe(true);
    expect(shown).toEqual([{ title: 'Back in stock', body: 'Pearl drop — Gold / 7' }]);
    made[0]?.onclick?.();
    expect(focus).toHaveBeenCalled();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(made[0]?.close).toHaveBeenCalled();
    Clickable.permission = 'default';
    expect(notify('x', 'y')).toBe(false);
    Clickable.permission = 'granted';
  });
});
