import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { demoSession } from '@tests/demo-session';
import { renderWithProviders } from '@tests/render';

/** Dot-segment walks that normalise to '//evil.example' (issue 11), and their encoded forms. */
const WALKS = ['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/./\\evil.example', '/a/..//evil.example'];

const login = (redirect: string) => `${ROUTES.login}?redirect=${encodeURIComponent(redirect)}`;

describe('login with a hostile ?redirect=', () => {
  it.each(WALKS)('takes a logged-in shopper to the user tab, not off the shop (%s)', async (redirect) => {
    const { router } = renderWithProviders(null, { preloadedState: await demoSession(), route: login(redirect) });
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.user), { timeout: 10_000 });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
  });

});
