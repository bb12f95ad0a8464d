import fc from 'fast-check';
import { http, HttpResponse, delay } from 'msw';
import { server } from '@mocks/node';
import { actionLog, freshStore, probe, translate } from '@tests/api/harness';

/**
 * Token refresh (spec sections 4 and 8, issue 3 section 3). The answers are released in orders
 * chosen by fast-check's scheduler, so "exactly one refresh" holds for every interleaving tried,
 * not only the one the event loop happens to produce.
 */
const PROBE = '*/api/test/probe';
const REFRESH = '*/api/common/refreshToken';
const expired = (code = 60001) => HttpResponse.json({ code, msg: 'token expired', data: null });
const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: '', data });

/** Counts hits and lets a test wait until n of them arrived. */
function hitCounter() {
  let hits = 0;
  const waiters: { n: number; resolve: () => void }[] = [];
  return {
    hit() {
      hits += 1;
      for (const w of waiters.filter((x) => x.n <= hits)) w.resolve();
    },
    get value() {
      return hits;
    },
    reached(n: number) {
      return hits >= n ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ n, resolve }));
    },
  };
}

interface Backend {
  /** The token each probe carried, in arrival order. */
  sentWith: (string | null)[];
  /** `n:token` of each probe, in arrival order. */
  sent: string[];
  refreshes: number;
}

/** The probe answers 60001 to the old token t1 and succeeds for t2; every answer waits on the scheduler. */
function scheduledBackend(s: fc.Scheduler, refreshAnswer: () => Response, arrivals = hitCounter()): Backend {
  const backend: Backend = { sentWith: [], sent: [], refreshes: 0 };
  server.use(
    http.post(PROBE, async ({ request }) => {
      const token = request.headers.get('ba-user-token');
      const { n } = (await request.json()) as { n: number };
      backend.sentWith.push(token);
      backend.sent.push(`${n}:${token ?? ''}`);
      arrivals.hit();
      await s.schedule(Promise.resolve(), `probe ${n} with ${token ?? '-'}`);
      return token === 't2' ? ok(n) : expired(n % 2 ? 60001 : 60002);
    }),
    http.post(REFRESH, async () => {
      backend.refreshes += 1;
      await s.schedule(Promise.resolve(), 'refresh');
      return refreshAnswer();
    }),
  );
  return backend;
}

const N = 20;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('refresh and replay', () => {
  it('20 concurrent requests answered 60001/60002: one refresh, 20 replays with the new token, in any order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), async (s) => {
        server.resetHandlers();
        const arrivals = hitCounter();
        const backend = scheduledBackend(s, () => ok({ type: 'user-refresh', token: 't2' }), arrivals);
        const store = freshStore({ token: 't1' });
        const results = Promise.all(range(N).map((n) => probe(store, n)));
        await arrivals.reached(N);
        const settled = await s.waitFor(results);

        expect(settled.map((r) => r.data)).toEqual(range(N));
        expect(backend.refreshes).toBe(1);
        expect(backend.sentWith.filter((t) => t === 't1')).toHaveLength(N);
        expect(backend.sentWith.filter((t) => t === 't2')).toHaveLength(N);
        expect(store.getState().session['ba-user-token']).toBe('t2');
        expect(store.getState().ui.dialogs).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it('a request issued during a refresh waits for it and is sent once, with the new token', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), async (s) => {
        server.resetHandlers();
        const backend = scheduledBackend(s, () => ok({ type: 'user-refresh', token: 't2' }));
        const refreshStarted = hitCounter();
        server.use(
          http.post(REFRESH, async () => {
            backend.refreshes += 1;
            refreshStarted.hit();
            await s.schedule(Promise.resolve(), 'refresh');
            return ok({ type: 'user-refresh', token: 't2' });
          }),
        );
        const store = freshStore({ token: 't1' });
        const first = probe(store, 1);
        // Let the first answer (60001) through, up to the moment the refresh is on the wire.
        await s.waitFor(refreshStarted.reached(1));
        const second = probe(store, 2);
        const [a, b] = await s.waitFor(Promise.all([first, second]));

        expect(a.data).toBe(1);
        expect(b.data).toBe(2);
        expect(backend.refreshes).toBe(1);
        // Request 2 never went out with the old token, and went out exactly once.
        expect(backend.sent[0]).toBe('1:t1');
        expect([...backend.sent.slice(1)].sort()).toEqual(['1:t2', '2:t2']);
      }),
      { numRuns: 15 },
    );
  });

  it('a late 60001 for a request sent with an older token is replayed without a second refresh', async () => {
    const sentWith: (string | null)[] = [];
    let refreshes = 0;
    let releaseSlow: () => void = () => undefined;
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    server.use(
      http.post(PROBE, async ({ request }) => {
        const token = request.headers.get('ba-user-token');
        const { n } = (await request.json()) as { n: number };
        sentWith.push(`${n}:${token ?? ''}`);
        if (n === 1 && token === 't1') await slowGate;
        return token === 't2' ? ok(n) : expired();
      }),
      http.post(REFRESH, () => {
        refreshes += 1;
        return ok({ type: 'user-refresh', token: 't2' });
      }),
    );
    const store = freshStore({ token: 't1' });
    const slow = probe(store, 1);
    await expect(probe(store, 2)).resolves.toEqual({ data: 2 });
    expect(store.getState().session['ba-user-token']).toBe('t2');
    releaseSlow();
    await expect(slow).resolves.toEqual({ data: 1 });
    expect(refreshes).toBe(1);
    expect(sentWith).toEqual(['1:t1', '2:t1', '2:t2', '1:t2']);
  });

  it('a failed refresh: one refresh call, every request rejected, the session cleared once, in any order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), async (s) => {
        server.resetHandlers();
        const arrivals = hitCounter();
        const backend = scheduledBackend(
          s,
          () => HttpResponse.json({ code: 0, msg: 'Login expired, please login again', data: null }),
          arrivals,
        );
        const store = freshStore({ token: 't1' });
        const log = actionLog();
        try {
          const results = Promise.all(range(N).map((n) => probe(store, n)));
          await arrivals.reached(N);
          const settled = await s.waitFor(results);

          expect(settled.every((r) => r.error && 'kind' in r.error && r.error.kind === 'session_expired')).toBe(true);
          expect(backend.refreshes).toBe(1);
          expect(backend.sentWith.filter((t) => t === 't2')).toHaveLength(0);
          expect(log.count('api/loginRequired')).toBe(1);
          expect(log.count('session/sessionCleared')).toBe(1);
          expect(store.getState().session['ba-user-token']).toBe('');
          expect(translate(store.getState().ui.toasts[0]?.text)).toBe('Your session has expired. Please log in again.');
          expect(store.getState().ui.dialogs).toEqual([]);
        } finally {
          log.stop();
        }
      }),
      { numRuns: 15 },
    );
  });

  it('the refresh call never triggers a refresh: a 60001 on it ends the session', async () => {
    let refreshes = 0;
    server.use(
      http.post(PROBE, () => expired()),
      http.post(REFRESH, () => {
        refreshes += 1;
        return expired();
      }),
    );
    const store = freshStore({ token: 't1' });
    const result = await probe(store);
    expect(result.error).toMatchObject({ kind: 'session_expired' });
    expect(refreshes).toBe(1);
    expect(store.getState().session['ba-user-token']).toBe('');
  });

  it('a replay answered 60001 again does not loop: one refresh, then the session ends', async () => {
    let refreshes = 0;
    let probes = 0;
    server.use(
      http.post(PROBE, () => {
        probes += 1;
        return expired();
      }),
      http.post(REFRESH, () => {
        refreshes += 1;
        return ok({ type: 'user-refresh', token: 't2' });
      }),
    );
    const store = freshStore({ token: 't1' });
    const result = await probe(store);
    expect(result.error).toMatchObject({ kind: 'session_expired' });
    expect(refreshes).toBe(1);
    expect(probes).toBe(2);
    expect(store.getState().session['ba-user-token']).toBe('');
  });

  it('without a refresh token (login without keep) the session ends at once, no refresh call', async () => {
    server.use(
      http.post(PROBE, () => expired()),
      http.post(REFRESH, () => {
        throw new Error('no refresh expected');
      }),
    );
    const store = freshStore({ token: 't1', refreshToken: '' });
    const result = await probe(store);
    expect(result.error).toMatchObject({ kind: 'session_expired' });
    expect(store.getState().session.user_info).toBeNull();
  });

  it('a refresh that hangs past the timeout releases the mutex: every waiter settles, the next call refreshes again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let refreshes = 0;
    let hang = true;
    server.use(
      http.post(PROBE, ({ request }) => (request.headers.get('ba-user-token') === 't2' ? ok('late') : expired())),
      http.post(REFRESH, async () => {
        refreshes += 1;
        if (hang) await delay('infinite');
        return ok({ type: 'user-refresh', token: 't2' });
      }),
    );
    const store = freshStore({ token: 't1' });
    const waiting = Promise.all(range(5).map((n) => probe(store, n)));
    await vi.advanceTimersByTimeAsync(60_000);
    const settled = await waiting;
    expect(settled.every((r) => r.error && 'kind' in r.error && r.error.kind === 'timeout')).toBe(true);
    expect(refreshes).toBe(1);
    // No answer is not a refusal: the session stays, and one dialog (not five) says what happened.
    expect(store.getState().session['ba-user-token']).toBe('t1');
    expect(store.getState().ui.dialogs).toHaveLength(1);

    hang = false;
    await expect(probe(store, 9)).resolves.toEqual({ data: 'late' });
    expect(refreshes).toBe(2);
  });
});
