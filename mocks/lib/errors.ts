import type { L10n } from './locale';

/**
 * A refusal the shop answers in the envelope (code 0 by default, or 303/304/60001…), never as
 * an exception or an HTTP error. Rules throw it; the route wrapper turns it into an answer.
 */
export class DemoError extends Error {
  readonly code: number;
  readonly data: unknown;
  /**
   * The refusal in every language, for one with figures in it (an amount, a count) that a
   * shopper can meet; the route wrapper answers it in the request's language. Without it, the
   * English message is looked up among the shop's texts (server-texts.ts).
   */
  readonly texts: L10n | null;

  constructor(msg: string | L10n, code = 0, data: unknown = null) {
    super(typeof msg === 'string' ? msg : msg.en);
    this.name = 'DemoError';
    this.code = code;
    this.data = data;
    this.texts = typeof msg === 'string' ? null : msg;
  }
}

export function refuse(msg: string | L10n, code = 0, data: unknown = null): never {
  throw new DemoError(msg, code, data);
}
