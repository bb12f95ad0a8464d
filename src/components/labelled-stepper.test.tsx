import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { LabelledStepper } from './labelled-stepper';

function Quantity() {
  const [value, setValue] = useState(20);
  return (
    <>
      <LabelledStepper label="Quantity of Gold / Size 7" value={value} min={1} max={5000} onChange={setValue} />
      <output>{value} pieces</output>
    </>
  );
}

describe('LabelledStepper', () => {
  it.each(['1 000', '1.000'])('takes %j typed in its box for a thousand pieces', async (typed) => {
    const { user } = renderWithProviders(<Quantity />);
    const box = await screen.findByRole('spinbutton', { name: 'Quantity of Gold / Size 7' });
    await user.clear(box);
    await user.type(box, typed);
    await user.tab();
    expect(screen.getByText('1000 pieces')).toBeInTheDocument();
  });
});
