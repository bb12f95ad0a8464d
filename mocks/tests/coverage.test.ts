// @vitest-environment node
import { handlers } from '../handlers';
import { specEndpoints } from '@tests/spec-lists';
import { demoToken, raw } from '../testing/call';

const extraPaths = ['/api/common/systemDefaultLanguage', '/api/common/getLang', '/api/common/getConfiguration', '/api/common/refreshToken'];
/** Every path of the API (docs/spec/endpoints.txt, the start-up calls and the refresh) has a handler. */
const allPaths = [...specEndpoints, ...extraPaths];

const handled = new Set(handlers.map((h) => h.info.header.replace(/^POST \*/, '')));

describe('endpoint coverage', () => {
  it('lists every call of the spec', () => {
    expect(specEndpoints.length).toBeGreaterThanOrEqual(90);
  });

  it.each(allPaths)('%s has a handler, with the spec’s spelling', (p) => {
    expect(handled.has(p)).toBe(true);
  });

  it('has no shop handler outside the list (demo control calls aside)', () => {
    const shop = [...handled].filter((p) => !p.includes('__demo'));
    expect(shop.filter((p) => !allPaths.includes(p))).toEqual([]);
  });
});

describe('bad input on every call', () => {
  const BAD_BODIES = ['{}', '{"page":"x","limit":-1,"id":"abc","items":"no","ids":[0]}', '[1,2]', 'not json', '{"id":99999999,"order_id":99999999}'];

  it('answers HTTP 200 and the envelope, never an exception or a 500, logged in or not', async () => {
    const errors = vi.spyOn(console, 'error');
    const token = await demoToken();
    const seen = new Set<number>();
    for (const p of allPaths) {
      for (const body of BAD_BODIES) {
        for (const t of ['', token]) {
          const res = await raw(p, body, { token: t });
          expect(res.status, p).toBe(200);
          const env = (await res.json()) as { code: number; msg: string; time: number; data: unknown };
          expect([0, 1, 303, 304], `${p} ${body}`).toContain(env.code);
          expect(typeof env.msg).toBe('string');
          expect(typeof env.time).toBe('number');
          if (env.code === 0) expect(env.msg.length, `${p} ${body}: an error says why`).toBeGreaterThan(5);
          seen.add(env.code);
        }
      }
    }
    expect(errors).not.toHaveBeenCalled();
    expect(seen).toEqual(new Set([0, 1, 303]));
  }, 60000);
});
