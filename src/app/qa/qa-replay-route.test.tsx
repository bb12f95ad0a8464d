import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { ROUTES } from '@/lib/routes';
import { recordShoppingSession } from './recording-fixture';

const recording = recordShoppingSession();
const asFile = (content: unknown, name = 'session.json') =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], name, { type: 'application/json' });

beforeEach(() => sessionStorage.setItem('acc-qa', '1'));
afterEach(() => sessionStorage.clear());

const stepOf = () => screen.getByText(/^Step \d+ of \d+$/);

async function openReplayPage() {
  const view = renderWithProviders(null, { route: ROUTES.qaReplay });
  // The page is a lazy chunk: the first load transforms it.
  const input = await screen.findByLabelText('Recording file', {}, { timeout: 10_000 });
  return { ...view, input };
}

describe('the QA replay page', () => {
  it('stays shut without the QA flag', async () => {
    sessionStorage.clear();
    renderWithProviders(null, { route: ROUTES.qaReplay });
    expect(await screen.findByText(/QA tools are off/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Recording file')).not.toBeInTheDocument();
  });

  it('loads a recording and steps through it: next, previous, jump, keys', async () => {
    const { user, input } = await openReplayPage();
    await user.upload(input, asFile(recording));

    expect(await screen.findByText(/^8 steps over/)).toBeInTheDocument();
    expect(screen.getByText('The replay reaches the state recorded at export.')).toBeInTheDocument();
    expect(stepOf()).toHaveTextContent('Step 0 of 8');
    const state = screen.getByRole('region', { name: 'State' });
    expect(within(state).getByText('Logged out')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(stepOf()).toHaveTextContent('Step 1 of 8');
    const detail = screen.getByRole('region', { name: 'This step' });
    expect(within(detail).getByText('ui/routeChanged')).toBeInTheDocument();
    expect(within(detail).getByText('ui.route: "" → "/pages/tabbar/home/home"')).toBeInTheDocument();

    const actions = screen.getByRole('region', { name: 'Actions' });
    await user.click(within(actions).getByRole('button', { name: /^6\s*cart\/cartCountReceived/ }));
    expect(stepOf()).toHaveTextContent('Step 6 of 8');
    expect(within(actions).getByRole('button', { name: /^6\s*cart\/cartCountReceived/ })).toHaveAttribute('aria-current', 'step');
    expect(within(state).getByText('Logged in')).toBeInTheDocument();
    expect(within(state).getByText('U1001')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(stepOf()).toHaveTextContent('Step 5 of 8');

    await user.type(screen.getByLabelText('Go to step'), '7{Enter}');
    expect(stepOf()).toHaveTextContent('Step 7 of 8');
    expect(within(state).getByText('Prompt: Only 1 left of Gold ring')).toBeInTheDocument();

    await user.keyboard('{End}');
    expect(stepOf()).toHaveTextContent('Step 8 of 8');
    expect(within(state).getByText('/pages/tabbar/cart/cart')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(stepOf()).toHaveTextContent('Step 6 of 8');
  });

  it("shows the app's own screen for each step, at the recorded route", async () => {
    const warn = vi.spyOn(console, 'warn');
    const { user, input } = await openReplayPage();
    await user.upload(input, asFile(recording));
    await user.click(await screen.findByRole('button', { name: /^1\s*ui\/routeChanged/ }));
    const home = await screen.findByRole('figure', { name: 'The app at step 1' });
    expect(await within(home).findByRole('heading', { level: 1, name: 'Home' }, { timeout: 10_000 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^8\s*ui\/routeChanged/ }));
    const cart = await screen.findByRole('figure', { name: 'The app at step 8' });
    expect(within(cart).getByText('/pages/tabbar/cart/cart')).toBeInTheDocument();
    expect(await within(cart).findByRole('heading', { level: 1, name: 'Cart' }, { timeout: 10_000 })).toBeInTheDocument();
    // The stock dialog of step 7 is still open at step 8, drawn inside the screen.
    expect(within(cart).getByRole('dialog')).toHaveTextContent('Only 1 left of Gold ring');
    // A tab step renders the tab layout's page, not an empty leaf route React Router warns about.
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('does not have an element'));
  });

  it('explains a file it cannot replay, and opens an edited one only on request', async () => {
    const { user, input } = await openReplayPage();
    await user.upload(input, asFile('{"header": {"format": "something-else"}}', 'other.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent('other.json');
    expect(screen.getByRole('alert')).toHaveTextContent('not a QA recording of this app');
    expect(screen.queryByRole('button', { name: 'Open anyway' })).not.toBeInTheDocument();

    const edited = structuredClone(recording);
    edited.steps[5].action.payload = 3;
    await user.upload(input, asFile(edited, 'edited.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent('checksum does not match');
    await user.click(screen.getByRole('button', { name: 'Open anyway' }));
    expect(await screen.findByText(/does not reach the state recorded at export \(1 difference\)/)).toBeInTheDocument();
    expect(screen.getByText(/checksum does not match.*replayed anyway/)).toBeInTheDocument();
  });
});
