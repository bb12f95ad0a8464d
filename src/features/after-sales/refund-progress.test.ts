// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { progressSteps } from './refund-progress';

const entry = (status: 'under_review' | 'approved' | 'rejected' | 'returning' | 'refunded', time: number) => ({ status, time, text: status });

describe('progressSteps', () => {
  it('shows a new refund-only request under review, then what is to come', () => {
    const steps = progressSteps({ type: 'refund_only', status: 'under_review', timeline: [entry('under_review', 1)] });
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['under_review', 'process'],
      ['approved', 'wait'],
      ['refunded', 'wait'],
    ]);
  });

  it('adds the return leg for a return', () => {
    const steps = progressSteps({ type: 'return_refund', status: 'approved', timeline: [entry('under_review', 1), entry('approved', 2)] });
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['under_review', 'finish'],
      ['approved', 'process'],
      ['returning', 'wait'],
      ['refunded', 'wait'],
    ]);
  });

  it('ends a rejected request in an error with nothing to come', () => {
    const steps = progressSteps({ type: 'refund_only', status: 'rejected', timeline: [entry('under_review', 1), entry('rejected', 2)] });
    expect(steps.map((s) => s.state)).toEqual(['finish', 'error']);
  });

  it('keeps every entry of a request edited after a rejection', () => {
    const steps = progressSteps({
      type: 'refund_only',
      status: 'under_review',
      timeline: [entry('under_review', 1), entry('rejected', 2), entry('under_review', 3)],
    });
    expect(steps.map((s) => s.status)).toEqual(['under_review', 'rejected', 'under_review', 'approved', 'refunded']);
    expect(steps[2]?.state).toBe('process');
  });

  it('finishes a refunded request', () => {
    const steps = progressSteps({
      type: 'refund_only',
      status: 'refunded',
      timeline: [entry('under_review', 1), entry('approved', 2), entry('refunded', 3)],
    });
    expect(steps.every((s) => s.state === 'finish')).toBe(true);
  });
});
