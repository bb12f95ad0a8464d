import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { VipGradeListResult } from '@/api/types';
import { ROUTES } from '@/lib/routes';
import { server } from '@mocks/node';
import { demoSession } from '@tests/demo-session';
import { expectedConsole, ok, PAGE_TIMEOUT } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';

async function open() {
  const preloadedState = await demoSession();
  const view = renderWithProviders(null, { route: ROUTES.membershipLevel, preloadedState });
  await screen.findByRole('heading', { level: 1, name: 'Membership level' }, PAGE_TIMEOUT);
  return view;
}

const grade = (level: number, name: string, threshold: string, discount: string) => ({
  id: level + 1,
  level,
  name,
  icon: '',
  threshold,
  discount,
  benefits: [`${name} perk`],
});

const answer: VipGradeListResult = {
  list: [
    grade(2, 'Gold', '2000.00', '0.95'),
    grade(0, 'Member', '0.00', '1.00'),
    grade(1, 'Silver', '500.00', '0.98'),
  ],
  current_level: 1,
  total_spend: '1250.00',
  next_level_gap: '750.00',
};

describe('membership level', () => {
  it('shows where the shopper stands, what is next, and every level in order with what it gives', async () => {
    server.use(http.post('*/api/account/vipGradeList', () => ok(answer)));
    await open();
    const hero = await screen.findByRole('region', { name: 'Silver' }, PAGE_TIMEOUT);
    expect(within(hero).getByText('Spent so far: $1,250.00')).toBeInTheDocument();
    expect(within(hero).getByText('Spend $750.00 more to reach Gold')).toBeInTheDocument();
    // Halfway from Silver (500) to Gold (2000).
    expect(within(hero).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    const levels = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(levels).toEqual(['Member', 'Silver', 'Gold']);
    const current = screen.getByText('Current').closest('li')!;
    expect(within(current).getByText('Silver')).toBeInTheDocument();
    expect(within(current).getByText('2% off')).toBeInTheDocument();
    expect(within(current).getByText('From $500.00 spent')).toBeInTheDocument();
    expect(within(current).getByText('Silver perk')).toBeInTheDocument();
    const member = screen.getByRole('heading', { level: 3, name: 'Member' }).closest('li')!;
    expect(within(member).getByText('Reached')).toBeInTheDocument();
    expect(within(member).getByText('Every account starts here')).toBeInTheDocument();
    expect(within(member).queryByText(/off$/)).not.toBeInTheDocument();
  });

  it('at the top level, says so instead of a next step', async () => {
    server.use(http.post('*/api/account/vipGradeList', () => ok({ ...answer, current_level: 2, next_level_gap: null })));
    await open();
    expect(await screen.findByText('You have reached the highest level. Thank you!', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('works on the demo backend', async () => {
    await open();
    expect(await screen.findByText(/^Spent so far:/, {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBe(5);
  });

  it('offers a retry when the levels fail to load', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/account/vipGradeList', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : ok(answer);
      }),
    );
    const warn = expectedConsole('warn');
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Try again' }, PAGE_TIMEOUT));
    expect(await screen.findByText('Spent so far: $1,250.00', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('request failed:', 'Failed to fetch');
  });
});
