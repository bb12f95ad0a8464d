import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { freshStore, probe } from '@tests/api/harness';

/** Spec section 7: the six headers, each only when it has a value; POST, JSON, credentials. */
const SIX = ['browser-only-code', 'client-type', 'server', 'lang', 'ba-user-token', 'third-session'];

async function capture(options: Parameters<typeof freshStore>[0]) {
  let seen: Request | undefined;
  server.use(
    http.post('*/api/test/probe', ({ request }) => {
      seen = request.clone();
      return HttpResponse.json({ code: 1, msg: '', data: null });
    }),
  );
  await probe(freshStore(options), 3);
  if (!seen) throw new Error('no request reached the server');
  const headers = Object.fromEntries(SIX.flatMap((h) => (seen?.headers.has(h) ? [[h, seen.headers.get(h)]] : [])));
  return { request: seen, headers };
}

describe('request headers', () => {
  it.each([
    ['H5', 'logged in', { clientType: 'H5', token: 'tok-1' }, { 'ba-user-token': 'tok-1' }],
    ['H5', 'logged out', { clientType: 'H5' }, {}],
    ['H5-WX', 'logged in', { clientType: 'H5-WX', token: 'tok-2', thirdSession: 'wx-3' }, { 'ba-user-token': 'tok-2', 'third-session': 'wx-3' }],
    ['H5-WX', 'logged out', { clientType: 'H5-WX', thirdSession: 'wx-4' }, { 'third-session': 'wx-4' }],
  ] as const)('%s, %s: exactly the headers that have a value', async (clientType, _state, options, session) => {
    const { headers } = await capture({ ...options, visitorId: 'fp-abc', lang: 'fr' });
    expect(headers).toEqual({
      'browser-only-code': 'fp-abc',
      'client-type': clientType,
      server: '1',
      lang: 'fr',
      ...session,
    });
  });

  it('leaves out the language and the fingerprint while they are not known yet', async () => {
    const { headers } = await capture({ visitorId: '', lang: '' });
    expect(headers).toEqual({ 'client-type': 'H5', server: '1' });
  });

  it('posts JSON with credentials included', async () => {
    const { request } = await capture({ token: 't' });
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.credentials).toBe('include');
    expect(await request.json()).toEqual({ n: 3 });
  });
});
