import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Radio from 'antd-mobile/es/components/radio';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioGroup } from './radio-group';

function PayWith() {
  const [value, setValue] = useState<string | number>('transfer');
  return (
    <>
      <button type="button">Before</button>
      <RadioGroup value={value} onChange={(next) => setValue(next)}>
        <Radio value="balance">Balance</Radio>
        <Radio value="transfer">Bank transfer</Radio>
        <Radio value="card">Card</Radio>
      </RadioGroup>
      <button type="button">After</button>
      <output>{value}</output>
    </>
  );
}

describe('RadioGroup', () => {
  it('is one group: one Tab stop on the chosen radio, the arrow keys move the choice', async () => {
    const user = userEvent.setup();
    render(<PayWith />);
    const radios = screen.getAllByRole('radio');
    expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
    expect(radios[0]?.getAttribute('name')).not.toBe('');
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('card');
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });
});
