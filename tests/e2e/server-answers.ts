import type { BrowserContext } from 'playwright-core';

/**
 * Makes one API path answer `data` in every page of the context, as a server would. The demo
 * backend answers through a service worker, which playwright's route() does not see, so the
 * shop's own fetch is wrapped instead, before any script of the page runs: the app's transport
 * calls the global fetch, and everything else still reaches the demo backend.
 */
export async function serveAnswer(context: BrowserContext, path: string, data: unknown): Promise<void> {
  await context.addInitScript(
    ({ path: answered, body }) => {
      const original = window.fetch.bind(window);
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (new URL(url, window.location.href).pathname !== answered) return original(input, init);
        return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
      };
    },
    { path, body: { code: 1, msg: '', time: Math.floor(Date.now() / 1000), data } },
  );
}

/**
 * Makes one API path never answer in every page of the context, so the page stays as it is while
 * that call is out (its placeholders showing). The same fetch wrapper as serveAnswer.
 */
export async function holdAnswer(context: BrowserContext, path: string): Promise<void> {
  await context.addInitScript((held) => {
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (new URL(url, window.location.href).pathname !== held) return original(input, init);
      return new Promise<Response>(() => undefined);
    };
  }, path);
}
