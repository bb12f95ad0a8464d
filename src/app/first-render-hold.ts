import type { AppRouter } from './router';
import type { AppStore } from './store';

/**
 * What the first render reads, held still while React renders it in slices (main.tsx renders
 * the first page as a transition), and what `committed` does once it is on screen.
 *
 * Why (issue 12): the first render of a page takes about a second of main-thread time on a slow
 * phone (1.1 s at Chrome's 4× slowdown for home). As a transition React slices it and the phone
 * keeps answering taps meanwhile; but launch, the device identity and the first answers change
 * the store while it renders, and React then threw the sliced work away and rendered it all again
 * in one block (useSyncExternalStore's check: a component's snapshot at commit differed from the
 * one it rendered). So the render reads the store's state as it was when the render began;
 * dispatches still go through at once. Once committed, each subscribed component compares its
 * snapshot with the live state and renders again if it changed (useSyncExternalStore's check
 * after mount): the re-render those changes cost anyway.
 *
 * The router: React Router's provider reads the router's state as it renders and subscribes only
 * in its layout effect, so a navigation between the two (the back button pressed while the first
 * page renders) would be lost, the address showing one page and the screen another. `committed`
 * runs after that subscription and replays the router's current location if it moved.
 */
export function holdForFirstRender(store: AppStore, router: Pick<AppRouter, 'state' | 'navigate'>) {
  let held: ReturnType<AppStore['getState']> | null = store.getState();
  const routerStateAtRender = router.state;
  const view: AppStore = { ...store, getState: () => held ?? store.getState() };
  return {
    store: view,
    // Once: StrictMode runs a mount's layout effects twice in development.
    committed: () => {
      if (held === null) return;
      held = null;
      if (router.state === routerStateAtRender) return;
      const { pathname, search, hash } = router.state.location;
      void router.navigate({ pathname, search, hash }, { replace: true });
    },
  };
}
