import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { renderWithProviders } from '@tests/render';

const LONG = { timeout: 10_000 };

/** The codes the demo backend answered on one path, read at the network edge. */
function recordCodes(path: string): { codes: number[]; stop: () => void } {
  const codes: number[] = [];
  const listener = ({ request, response }: { request: Request; response: Response }) => {
    if (!new URL(request.url).pathname.endsWith(path)) return;
    void response
      .clone()
      .json()
      .then((body: unknown) => codes.push((body as { code: number }).code));
  };
  server.events.on('response:mocked', listener);
  return { codes, stop: () => server.events.removeListener('response:mocked', listener) };
}

describe('a sub-category opened from the class tab', () => {
  it.each(['Statement rings', 'Signet rings'])('%s lists its goods with no error', async (name) => {
    const answers = recordCodes('/api/commodity/commodityCategoryList');
    const { user } = renderWithProviders(null, { route: '/pages/tabbar/class/class' });
    await user.click(await screen.findByRole('link', { name }, LONG));
    const list = await screen.findByRole('list', { name }, LONG);
    expect(list.querySelectorAll('[role="listitem"]').length).toBeGreaterThan(0);
    // The page also asks for the sub-category's own sub-categories: a leaf has none, no error.
    await waitFor(() => expect(answers.codes).toEqual([1]), LONG);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/does not exist/)).not.toBeInTheDocument();
    answers.stop();
  });
});
