import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FixedBar } from './fixed-bar';

// jsdom lays nothing out: the bar is given the height a browser would measure.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(72);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the room a page leaves under its content for a bar fixed at its foot', () => {
  it('is the bar’s height, on the page’s <main> when the bar sits deep in a form there', () => {
    const { unmount } = render(
      <main>
        <form>
          <FixedBar role="group" aria-label="Submit">
            <button type="submit">Send</button>
          </FixedBar>
        </form>
      </main>,
    );
    const page = screen.getByRole('main');
    expect(page.style.getPropertyValue('--bar-room')).toBe('72px');
    unmount();
    expect(page.style.getPropertyValue('--bar-room')).toBe('');
  });

  it('is written on the parent of a bar that follows the page’s <main>, which the <main> inherits', () => {
    render(
      <div data-testid="page">
        <main>Lines</main>
        <FixedBar as="footer">
          <button type="button">Withdraw</button>
        </FixedBar>
      </div>,
    );
    expect(screen.getByRole('contentinfo').tagName).toBe('FOOTER');
    expect(screen.getByTestId('page').style.getPropertyValue('--bar-room')).toBe('72px');
  });
});
