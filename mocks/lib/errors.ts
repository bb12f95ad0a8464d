/**
 * A refusal the shop answers in the envelope (code 0 by default, or 303/304/60001…), never as
 * an exception or an HTTP error. Rules throw it; the route wrapper turns it into an answer.
 */
export class DemoError extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(msg: string, code = 0, data: unknown = null) {
    super(msg);
    this.name = 'DemoError';
    this.code = code;
    this.data = data;
  }
}

export function refuse(msg: string, code = 0, data: unknown = null): never {
  throw new DemoError(msg, code, data);
}
