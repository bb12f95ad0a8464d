import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { startStateOf } from './replay-fold';
import { ReplaySummary } from './replay-summary';

const withDialog = startStateOf({
  ui: { dialogs: [{ key: 'd1', kind: 'alert', title: { raw: 'Stock' }, content: { raw: 'Only 3 left' } }] },
});

describe('the replayed state summary', () => {
  it.each([
    ['en', 'Stock: Only 3 left'],
    ['zh-CN', 'Stock：Only 3 left'],
    ['fr', 'Stock\u00a0: Only 3 left'],
  ] as const)("words a dialog's title and text with %s punctuation", async (locale, line) => {
    renderWithProviders(<ReplaySummary state={withDialog} />, { locale });
    expect(await screen.findByText(line, { normalizer: (s) => s })).toBeInTheDocument();
  });
});
