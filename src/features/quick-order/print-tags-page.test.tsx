import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { catalogue } from '@mocks/data/catalogue';
import { server } from '@mocks/node';
import { demoSession, PAGE_TIMEOUT } from '@tests/demo-session';
import { expectedConsole } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';

async function open(search: string) {
  const preloadedState = await demoSession();
  return renderWithProviders(null, { route: `${ROUTES.printTags}${search}`, preloadedState });
}

describe('print tags', () => {
  it('opened without a product, says where tags come from and links to the categories, not that a product failed', async () => {
    await open('');
    expect(await screen.findByText('Choose a product first', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText(/Open a product and choose “Print tags with barcodes”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse categories' })).toHaveAttribute('href', ROUTES.class);
    expect(screen.queryByText('This product could not be loaded.')).not.toBeInTheDocument();
  });

  it('says a product that did not come could not be loaded and fetches it again on "Try again"', async () => {
    const warned = expectedConsole('warn');
    const [goods] = catalogue();
    let reachable = false;
    server.use(http.post('*/api/commodity/commodityDetails', () => (reachable ? undefined : HttpResponse.error())));
    const { user } = await open(`?id=${String(goods.id)}`);
    expect(await screen.findByText('This product could not be loaded.', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('request failed'), expect.anything());

    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: goods.name.en }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Print \d+ tags?$/ })).toBeEnabled();
  });
});
