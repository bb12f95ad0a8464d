import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { RichText, sanitizeHtml } from './rich-text';

describe('sanitizeHtml', () => {
  it('removes scripts, handlers and javascript: links', () => {
    const out = sanitizeHtml(
      '<p onclick="alert(1)">Hi<script>alert(2)</script></p><a href="javascript:alert(3)">x</a><img src="x" onerror="alert(4)"><iframe src="https://evil.example"></iframe>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(out).toContain('<p>Hi</p>');
  });

  it('opens other sites in a new tab without access to ours', () => {
    const out = sanitizeHtml('<a href="https://example.com/a" target="_self">out</a>');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
  });

  it('keeps own links in the same tab and makes images lazy', () => {
    const out = sanitizeHtml('<a href="/pages/tabbar/home/home" target="_blank">home</a><img src="/a.png">');
    expect(out).not.toContain('target');
    expect(out).toContain('loading="lazy"');
  });

  it('drops data: and protocol-relative links', () => {
    expect(sanitizeHtml('<a href="data:text/html,hi">d</a>')).not.toContain('data:');
    expect(sanitizeHtml('<a href="//evil.example/x">e</a>')).not.toContain('evil');
  });
});

describe('RichText', () => {
  it('renders sanitized text and moves within the app on an own link', async () => {
    const { user, router } = renderWithProviders(
      <RichText html={'<p>Read the <a href="/pages/business/user/questions/questions">help centre</a></p><img src="x" onerror="window.hacked=1">'} />,
      { route: '/somewhere' },
    );
    expect(await screen.findByText(/Read the/)).toBeInTheDocument();
    expect(document.querySelector('img')?.getAttribute('onerror')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'help centre' }));
    expect(router.state.location.pathname).toBe('/pages/business/user/questions/questions');
  });
});
