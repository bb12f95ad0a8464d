import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('keeps its label, and so its accessible name, while loading, and is disabled meanwhile', () => {
    const { rerender } = render(<Button color="primary">Place order</Button>);
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
    rerender(
      <Button color="primary" loading>
        Place order
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Place order' });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent(/^Place order$/);
  });
});
