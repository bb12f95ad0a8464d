import Dialog from 'antd-mobile/es/components/dialog';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { alertDialog, confirmDialog } from './dialogs';

afterEach(() => {
  Dialog.clear();
});

describe('the shop’s dialogs', () => {
  it('are named by their title, so a screen reader says what is asked', async () => {
    act(() => void confirmDialog({ title: 'Cancel this order?', content: 'The stock goes back.' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel this order?' })).toBeInTheDocument();
  });

  it('are named by their text when they have no title', async () => {
    act(() => void alertDialog({ content: 'Log out of this shop?' }));
    expect(await screen.findByRole('dialog', { name: 'Log out of this shop?' })).toBeInTheDocument();
  });
});
