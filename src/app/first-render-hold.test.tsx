import { act, render, screen } from '@testing-library/react';
import { startTransition, useLayoutEffect } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { makeTestStore } from '@tests/test-store';
import { useAppSelector } from '@/state/hooks';
import { clientDetected } from '@/state/sys-config-slice';
import { holdForFirstRender } from './first-render-hold';
import type { AppStore } from './store';

/**
 * The first render as main.tsx makes it: a transition over the held store, `committed` from a
 * layout effect after the router's (App's `onFirstCommit`). `duringRender` runs once, halfway
 * through the render, standing in for what arrives while a phone renders the first page.
 */
function renderFirstPage(duringRender: (store: AppStore) => void) {
  const { store } = makeTestStore();
  let unchangedRenders = 0;
  let arrived = false;
  function ClientType() {
    return <p>client {useAppSelector((state) => state.sysConfig.clientType)}</p>;
  }
  function Arrives() {
    if (!arrived) {
      arrived = true;
      duringRender(store);
    }
    return null;
  }
  function Unchanged() {
    useAppSelector((state) => state.lang.lang);
    unchangedRenders += 1;
    return <p>page {useLocation().pathname}</p>;
  }
  const page = (
    <>
      <ClientType />
      <Arrives />
      <Unchanged />
    </>
  );
  const router = createMemoryRouter([{ path: '/', element: page }]);
  const held = holdForFirstRender(store, router);
  function FirstCommit() {
    useLayoutEffect(() => held.committed(), []);
    return null;
  }
  act(() => {
    startTransition(() => {
      render(
        <Provider store={held.store}>
          <RouterProvider router={router} />
          <FirstCommit />
        </Provider>,
      );
    });
  });
  return { unchangedRenders: () => unchangedRenders };
}

describe('the first render, held still while it renders in slices', () => {
  it('shows what changed in the store during the render once it is on screen, without rendering the rest again', () => {
    const { unchangedRenders } = renderFirstPage((store) => store.dispatch(clientDetected('H5-WX')));
    expect(screen.getByText('client H5-WX')).toBeInTheDocument();
    expect(screen.getByText('page /')).toBeInTheDocument();
    // Without the hold React throws the sliced render away and renders everything again.
    expect(unchangedRenders()).toBe(1);
  });

  it('replays a move of the router made during the render, once its provider listens; no move, no replay', async () => {
    // React Router's provider reads the router's state as it renders and subscribes only in its
    // layout effect. In a browser a back press between two slices moves the router in between;
    // jsdom's act() renders without yielding, so the router is moved here before `committed`.
    const { store } = makeTestStore();
    const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/a'] });
    const moved = holdForFirstRender(store, router);
    await router.navigate('/b?x=1#top');
    const navigate = vi.spyOn(router, 'navigate');
    moved.committed();
    expect(navigate).toHaveBeenCalledWith({ pathname: '/b', search: '?x=1', hash: '#top' }, { replace: true });

    navigate.mockClear();
    holdForFirstRender(store, router).committed();
    expect(navigate).not.toHaveBeenCalled();
  });
});
