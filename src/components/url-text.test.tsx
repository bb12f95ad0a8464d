import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UrlText, urlPieces } from './url-text';

const INVITE = 'http://127.0.0.1:4199/pages/tabbar/home/home?sharer_user_code=ACC100001&lang=fr#top';

describe('a URL that wraps where a reader expects', () => {
  it('breaks after a path’s slashes (not the scheme’s), before ? & # and after =', () => {
    expect(urlPieces(INVITE)).toEqual([
      'http://127.0.0.1:4199/',
      'pages/',
      'tabbar/',
      'home/',
      'home',
      '?sharer_user_code=',
      'ACC100001',
      '&lang=',
      'fr',
      '#top',
    ]);
    expect(urlPieces('https://shop.example').join('')).toBe('https://shop.example');
  });

  it('reads and copies as the URL itself', () => {
    const { container } = render(
      <p>
        <UrlText url={INVITE} />
      </p>,
    );
    expect(container.textContent).toBe(INVITE);
    expect(container.querySelectorAll('wbr')).toHaveLength(9);
  });
});
