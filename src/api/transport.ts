/**
 * One POST on the wire (spec sections 7 and 9): JSON body, credentials included, a 60 s timeout
 * that covers the body too, success on HTTP 200–299. It never throws: every way a request can end
 * is a value, so nothing above it can leak an unhandled rejection.
 */
export type Transport =
  /** `text` is the body as it came: what the device saves of a read, without writing it out again. */
  | { kind: 'answer'; body: unknown; text: string }
  | { kind: 'http'; status: number; message: string }
  | { kind: 'bad_body'; status: number; detail: string }
  | { kind: 'network'; reason: string }
  /** Something on the way answered instead of the server (a captive portal's sign-in page). */
  | { kind: 'portal'; status: number }
  | { kind: 'timeout' }
  | { kind: 'abort' };

/** A short server text from an error page: `msg` of a JSON body, else nothing (never raw HTML). */
function messageOf(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'msg' in body && typeof body.msg === 'string') return body.msg;
  } catch {
    // Not JSON: an HTML or plain error page; its text is not shown.
  }
  return '';
}

export async function post(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<Transport> {
  if (signal?.aborted) return { kind: 'abort' };
  const controller = new AbortController();
  const timedOut = new Error('timeout');
  const timer = setTimeout(() => {
    controller.abort(timedOut);
  }, timeoutMs);
  // A manual link rather than AbortSignal.any, which older mobile Safari lacks.
  const forward = () => controller.abort();
  signal?.addEventListener('abort', forward, { once: true });
  try {
    const res = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers,
      body: JSON.stringify(body ?? {}),
      signal: controller.signal,
    });
    const text = await res.text();
    // 511 is the status a portal should send; most answer 200 with their HTML page instead.
    if (res.status === 511) return { kind: 'portal', status: res.status };
    if (res.status < 200 || res.status > 299) {
      return { kind: 'http', status: res.status, message: messageOf(text) || res.statusText || String(res.status) };
    }
    try {
      return { kind: 'answer', body: JSON.parse(text) as unknown, text };
    } catch (error) {
      // The API only ever answers JSON: an HTML page in its place is not the server's answer.
      if (/text\/html/i.test(res.headers.get('content-type') ?? '')) return { kind: 'portal', status: res.status };
      return { kind: 'bad_body', status: res.status, detail: error instanceof Error ? error.message : 'unreadable body' };
    }
  } catch (error) {
    if (controller.signal.reason === timedOut) return { kind: 'timeout' };
    if (controller.signal.aborted) return { kind: 'abort' };
    return { kind: 'network', reason: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}
