import { screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { preloadRoute } from './preload-route';
import { chunkLoadsSettled } from '@/lib/chunk-loads';
import { forgetLoadedPages, lazyPage, PAGE_ROUTES } from './route-table';

function routeOf(key: string) {
  const route = PAGE_ROUTES.find((r) => r.key === key);
  if (!route) throw new Error(`no route ${key}`);
  return route;
}

/** The page under a Suspense beside a line of "shell", once the providers' first frame is there. */
async function renderInShell(Page: ComponentType) {
  renderWithProviders(
    <>
      <p>the shell</p>
      <Suspense fallback={<p>waiting for the page</p>}>
        <Page />
      </Suspense>
    </>,
  );
  // The providers render once the catalogue is in: the shell's first frame, page included or not.
  await screen.findByText('the shell');
}

describe('lazyPage (issue 12: the shell and the opened page are one render)', () => {
  it('renders a page whose chunk is in at once, without its fallback first', async () => {
    const route = routeOf('launch');
    await route.load();
    await renderInShell(lazyPage(route));
    // The page came in the shell's own commit.
    expect(screen.queryByText('waiting for the page')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('a page not loaded yet suspends and then shows', async () => {
    // Its chunk arrives when the test says so: another file on this worker may have imported the
    // page's module already, and a cached import resolves before the shell's first frame is seen.
    const agreement = routeOf('agreement');
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await renderInShell(lazyPage({ ...agreement, load: () => arrived.then(agreement.load) }));
    expect(screen.getByText('waiting for the page')).toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('main', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('preloadRoute', () => {
  it("opening '/', home's chunk comes beside the launch splash's: the splash's move shows home in one render", async () => {
    forgetLoadedPages();
    await preloadRoute('/');
    await chunkLoadsSettled();
    await renderInShell(lazyPage(routeOf('home')));
    expect(screen.queryByText('waiting for the page')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });
});
