import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useLoadingUntilSliced } from './use-loading-until-sliced';

/** A list with its skeleton, noting what each commit put on the page. */
function Results({ loading, commits }: { loading: boolean; commits: string[] }) {
  const waiting = useLoadingUntilSliced(loading);
  useLayoutEffect(() => {
    commits.push(waiting ? 'skeleton' : 'grid');
  });
  return waiting ? <p>Loading…</p> : <ul aria-label="Rings"><li>Gold hoop earrings</li></ul>;
}

describe('useLoadingUntilSliced', () => {
  it('keeps the skeleton in the answer\'s render and shows the content in a render after it', () => {
    const commits: string[] = [];
    const { rerender } = render(<Results loading commits={commits} />);
    rerender(<Results loading={false} commits={commits} />);
    expect(commits).toEqual(['skeleton', 'skeleton', 'grid']);
    expect(screen.getByRole('list', { name: 'Rings' })).toBeInTheDocument();
  });

  it('shows the skeleton at once when loading starts again', () => {
    const commits: string[] = [];
    const { rerender } = render(<Results loading={false} commits={commits} />);
    rerender(<Results loading commits={commits} />);
    // Every commit from then on shows the skeleton (the deferred flag catching up commits once more).
    expect(commits[0]).toBe('grid');
    expect(new Set(commits.slice(1))).toEqual(new Set(['skeleton']));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });
});
