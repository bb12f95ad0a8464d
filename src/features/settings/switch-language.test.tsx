import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { renderWithProviders } from '@tests/render';
import { switchLanguage } from './switch-language';

const QUESTIONS = '/pages/business/user/questions/questions';

describe('switching the language', () => {
  it('asks the server again for what is on screen, so its texts follow too, and reloads the site configuration', async () => {
    const asked: { path: string; lang: string | null }[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push({ path: new URL(request.url).pathname, lang: request.headers.get('lang') });
    });
    const { store } = renderWithProviders(null, { route: QUESTIONS });
    // The help centre's questions are the server's text, written in the request's language.
    expect(await screen.findByText('How do I return an item?', {}, { timeout: 10_000 })).toBeInTheDocument();

    await act(() => store.dispatch(switchLanguage('fr')));

    expect(await screen.findByText('Comment retourner un article ?', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('How do I return an item?')).not.toBeInTheDocument();
    await waitFor(() => expect(asked).toContainEqual({ path: '/api/common/helpCenter', lang: 'fr' }));
    expect(asked).toContainEqual({ path: '/api/common/getConfiguration', lang: 'fr' });
    server.events.removeAllListeners();
  });
});
