// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INSTALL_ANSWER_KEY, pageViewCounter, readInstallAnswer, rememberInstallAnswer, shouldOfferInstall } from './install-offer';

const storage = (value?: string) => {
  const data: Record<string, string> = value === undefined ? {} : { [INSTALL_ANSWER_KEY]: value };
  return { data, getItem: (key: string) => data[key] ?? null, setItem: (key: string, text: string) => void (data[key] = text) };
};

describe('the install offer', () => {
  it('comes after a real visit: a second page, with a prompt from the browser', () => {
    const facts = { answer: null, promptHeld: true, alreadyOffered: false };
    expect(shouldOfferInstall({ ...facts, pageViews: 1 })).toBe(false); // never on the first screen
    expect(shouldOfferInstall({ ...facts, pageViews: 2 })).toBe(true);
    expect(shouldOfferInstall({ ...facts, pageViews: 2, promptHeld: false })).toBe(false); // nothing to install with
  });

  it('comes once: not again in the tab, and never once answered', () => {
    const facts = { pageViews: 5, promptHeld: true };
    expect(shouldOfferInstall({ ...facts, answer: null, alreadyOffered: true })).toBe(false);
    expect(shouldOfferInstall({ ...facts, answer: 'dismissed', alreadyOffered: false })).toBe(false);
    expect(shouldOfferInstall({ ...facts, answer: 'accepted', alreadyOffered: false })).toBe(false);
  });

  it('counts pages by their path: the route before the first page, a redisplay or a typed search is no new page', () => {
    const count = pageViewCounter();
    expect(count('')).toBe(0);
    expect(count('/pages/tabbar/home/home')).toBe(1);
    expect(count('/pages/tabbar/home/home')).toBe(1);
    expect(count('/pages/business/search/searchResult?keyword=ring')).toBe(2);
    expect(count('/pages/business/search/searchResult?keyword=rings')).toBe(2);
    expect(count('/pages/tabbar/home/home')).toBe(3);
  });

  it('keeps the answer, and reads an odd or unreadable value as none', () => {
    const kept = storage();
    expect(readInstallAnswer(kept)).toBeNull();
    rememberInstallAnswer(kept, 'dismissed');
    expect(kept.data[INSTALL_ANSWER_KEY]).toBe('dismissed');
    expect(readInstallAnswer(kept)).toBe('dismissed');

    expect(readInstallAnswer(storage('{"corrupt'))).toBeNull();
    expect(readInstallAnswer(null)).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readInstallAnswer(refusing)).toBeNull();
    expect(() => rememberInstallAnswer(refusing, 'accepted')).not.toThrow();
  });
});
