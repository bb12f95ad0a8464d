// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_LINKS } from '@tests/hostile-links';
import { safeFileUrl } from './invoice-labels';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('safeFileUrl', () => {
  it('opens files from our own host, https elsewhere, or an inline PDF', () => {
    expect(safeFileUrl('/uploads/invoice-41.pdf')).toBe('/uploads/invoice-41.pdf');
    expect(safeFileUrl('https://files.example/invoice-41.pdf')).toBe('https://files.example/invoice-41.pdf');
    expect(safeFileUrl('data:application/pdf;base64,JVBERi0=')).toBe('data:application/pdf;base64,JVBERi0=');
  });

  it.each(HOSTILE_LINKS.filter((l) => !l.startsWith('data:')))('refuses %j', (link) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(safeFileUrl(link)).toBeNull();
  });
});
