import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { getReminders, resetReminders } from './reminders';

afterEach(() => {
  localStorage.removeItem('acc_reminders');
  resetReminders();
});

function stored(value: string) {
  localStorage.setItem('acc_reminders', value);
  resetReminders();
  return getReminders();
}

describe('stored reminders', () => {
  it('drops a reminder whose title is not text (it would reach the toast), and keeps the others', () => {
    const now = Math.floor(Date.now() / 1000);
    const list = stored(
      JSON.stringify([
        { key: 'k1', title: { a: 1 }, start: now + 60 },
        { key: 'k2', title: 'Pearl week', start: now + 60 },
        { key: 'k3', title: ['x'], start: now + 60 },
        { key: 4, title: 'numbered key', start: now + 60 },
        { key: 'k5', title: 'no start' },
        { key: 'k6', title: 'text start', start: String(now + 60) },
        null,
        'k7',
      ]),
    );
    expect(list).toEqual([{ key: 'k2', title: 'Pearl week', start: now + 60 }]);
  });

  it.each(['{not json', '{"key":"k"}', 'null', '42', '"text"', ''])('reads %j as no reminders', (value) => {
    expect(stored(value)).toEqual([]);
  });

  it('answers only well-formed reminders, whatever is stored', () => {
    const soon = Math.floor(Date.now() / 1000) + 600;
    const field = fc.oneof(fc.jsonValue(), fc.string(), fc.constant(soon));
    const reminders = fc.array(fc.record({ key: field, title: field, start: field }, { requiredKeys: [] })).map((v) => JSON.stringify(v));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue().map((v) => JSON.stringify(v)), reminders), (value) => {
        for (const r of stored(value)) {
          expect(typeof r.key).toBe('string');
          expect(typeof r.title).toBe('string');
          expect(Number.isFinite(r.start)).toBe(true);
        }
      }),
    );
  });
});
