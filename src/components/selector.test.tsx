import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Selector } from './selector';

const AMOUNTS = [
  { label: '$100', value: 100 },
  { label: '$200', value: 200 },
  { label: '$500', value: 500, disabled: true },
  { label: '$1,000', value: 1000 },
];

function Amounts({ multiple = false, start = [] as number[] }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <button type="button">Before</button>
      <Selector aria-label="Amounts" options={AMOUNTS} value={value} multiple={multiple} onChange={setValue} />
      <button type="button">After</button>
      <output>{value.join(' + ') || 'none'}</output>
    </>
  );
}

describe('Selector by keyboard', () => {
  it('is one Tab stop; the arrow keys move past a disabled option; Space and Enter choose', async () => {
    const user = userEvent.setup();
    render(<Amounts />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('option', { name: '$100' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('option', { name: '$1,000' })).toHaveFocus();
    expect(screen.getByRole('option', { name: '$500' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('1000');
    await user.keyboard('{Home}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('100');
    expect(screen.getByRole('option', { name: '$100' })).toHaveAttribute('aria-selected', 'true');
    // One Tab stop: the next Tab leaves the chips.
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('option', { name: '$100' })).toHaveFocus();
  });

  it('lands on the chosen option, and says when more than one may be chosen', async () => {
    const user = userEvent.setup();
    render(<Amounts multiple start={[200]} />);
    expect(screen.getByRole('listbox', { name: 'Amounts' })).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('option', { name: '$200' })).toHaveFocus();
    await user.keyboard('{End} ');
    expect(screen.getByRole('status')).toHaveTextContent('200 + 1000');
  });
});
