import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmDialog } from '@/components/dialogs';

/**
 * antd's dialogs live outside the React root and fade out when closed: tests/setup.ts closes what
 * a test left open and waits until they are gone, so the next test never finds (and clicks) the
 * previous test's dialog while it fades out. These two run in order.
 */
describe('overlays between tests', () => {
  it('a test that ends with a dialog open', async () => {
    void confirmDialog({ content: 'Delete this address?' });
    expect(await screen.findByRole('dialog', { name: 'Delete this address?' })).toBeInTheDocument();
  });

  it('the next test starts with none', () => {
    expect(screen.queryAllByRole('dialog')).toEqual([]);
  });
});
