import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach } from 'vitest';

/**
 * Every page a browser test opens runs under the shop's Content-Security-Policy (vite preview
 * sends it, see scripts/security-headers.ts). A `securitypolicyviolation` event in any page or
 * frame is collected here and fails the test that caused it, naming the directive, what was
 * blocked and where: a violation is a shopper's broken page (or a policy too loose to notice).
 */

export interface PolicyViolation {
  directive: string;
  blocked: string;
  source: string;
  page: string;
}

const BINDING = '__reportPolicyViolation';
let found: PolicyViolation[] = [];
let contexts = 0;
let total = 0;

/** Starts collecting violations from every page (and frame) of `context`, before any script of theirs runs. */
export async function watchPolicyViolations(context: BrowserContext): Promise<void> {
  contexts += 1;
  await context.exposeBinding(BINDING, (_source, violation: PolicyViolation) => {
    found.push(violation);
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
      report({
        directive: event.effectiveDirective || event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${String(event.lineNumber)}:${String(event.columnNumber)}`,
        page: location.pathname + location.search,
      });
    });
  }, BINDING);
}

/** The violations seen since the last call, cleared (for a test that provokes one on purpose). */
export function takePolicyViolations(): PolicyViolation[] {
  const taken = found;
  found = [];
  return taken;
}

afterEach(() => {
  const violations = takePolicyViolations();
  total += violations.length;
  if (violations.length > 0) {
    const lines = violations.map((v) => `${v.directive} blocked ${v.blocked || '(inline)'} at ${v.source} on ${v.page}`);
    throw new Error(`Content-Security-Policy violations (${String(violations.length)}):\n${lines.join('\n')}`);
  }
});

afterAll(() => {
  // One line per file, so a full run's log adds up to the suite's violation count.
  console.info(`[csp] ${String(total)} policy violation(s) in ${String(contexts)} browser context(s)`);
});
