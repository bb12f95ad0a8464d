import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { DEMO_ACCOUNT } from '@mocks/data/demo-account';
import { demoSession } from '@tests/demo-session';
import { PAGE_TIMEOUT } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';

describe('account settings', () => {
  it('shows the mobile with its country code and does not repeat the page title as a section heading', async () => {
    renderWithProviders(null, { route: ROUTES.accountSettings, preloadedState: await demoSession() });
    await screen.findByRole('heading', { level: 1, name: 'Account and security' }, PAGE_TIMEOUT);
    expect(await screen.findByText(`+${DEMO_ACCOUNT.areaCode} ${DEMO_ACCOUNT.mobile}`, {}, PAGE_TIMEOUT)).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(['Sign-in details', 'Login activity']);
  });
});
