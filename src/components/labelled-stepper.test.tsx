import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { LabelledStepper, readPieces } from './labelled-stepper';

describe('readPieces: a quantity as the shopper types it', () => {
  it.each([
    ['20', 20],
    ['1000', 1000],
    ['1 000', 1000],
    ['1\u202f000', 1000],
    ['1.000', 1000],
    ['1,000', 1000],
    ["12'500", 12_500],
    [' 7 ', 7],
  ])('%j is %i pieces', (typed, pieces) => {
    expect(readPieces(typed)).toBe(pieces);
  });

  it('leaves what is not a grouped number to the Stepper to refuse or round', () => {
    expect(readPieces('1 00')).toBeNaN();
    expect(readPieces('abc')).toBeNaN();
    expect(readPieces('12.5')).toBe(12.5);
  });
});

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
