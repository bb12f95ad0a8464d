/**
 * When the shop offers to install itself (issue 16): once, after a real visit, never on the first
 * screen. A real visit is a second page: the shopper went from where they landed to another page
 * (a category, a goods, the cart). The answer (installed, or "not now") is kept in localStorage,
 * and the offer never comes back once answered, on this device.
 */

export const INSTALL_ANSWER_KEY = 'acc_install_answer';
export type InstallAnswer = 'accepted' | 'dismissed';
const ANSWERS: readonly string[] = ['accepted', 'dismissed'] satisfies InstallAnswer[];

type AnswerStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The kept answer; anything else there (an old or corrupted value, no storage) counts as none. */
export function readInstallAnswer(storage: AnswerStorage | null): InstallAnswer | null {
  try {
    const value = storage?.getItem(INSTALL_ANSWER_KEY) ?? null;
    return value !== null && ANSWERS.includes(value) ? (value as InstallAnswer) : null;
  } catch {
    return null;
  }
}

/** Keeps the answer; a full or blocked storage only means the offer may come once more. */
export function rememberInstallAnswer(storage: AnswerStorage | null, answer: InstallAnswer): void {
  try {
    storage?.setItem(INSTALL_ANSWER_KEY, answer);
  } catch {
    // see above
  }
}

/** Counts the pages seen in this tab (paths, not query changes such as a search being typed). */
export function pageViewCounter(): (route: string) => number {
  let last: string | null = null;
  let views = 0;
  return (route) => {
    const path = route.split(/[?#]/)[0] ?? route;
    // '' is the state before the first page is shown: no page yet.
    if (path !== '' && path !== last) {
      last = path;
      views += 1;
    }
    return views;
  };
}

export interface OfferFacts {
  answer: InstallAnswer | null;
  pageViews: number;
  promptHeld: boolean;
  alreadyOffered: boolean;
}

/** Whether to put the offer on screen now. */
export function shouldOfferInstall({ answer, pageViews, promptHeld, alreadyOffered }: OfferFacts): boolean {
  return answer === null && !alreadyOffered && promptHeld && pageViews >= 2;
}
