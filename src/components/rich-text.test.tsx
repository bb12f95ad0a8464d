// @vitest-environment jsdom
// jsdom: these tests check what DOMPurify leaves of server rich text, and it does not sanitize in happy-dom (vitest.config.ts).
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXTERNAL_LINKS, HOSTILE_LINKS } from '@tests/hostile-links';
import { renderWithProviders } from '@tests/render';
import { RichText } from './rich-text';
import { sanitizeHtml } from './sanitize-html';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The sanitized HTML as a document fragment, to read what a browser would build from it. */
function parsed(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  return template.content;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** As attribute values: the HTML parser turns a NUL into U+FFFD, which leaves an own (harmless) path. */
const HOSTILE_HREFS = HOSTILE_LINKS.filter((l) => l.trim() !== '' && !l.includes('\u0000'));

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

  it('keeps own links in the same tab, written normalised, and makes images lazy', () => {
    const out = sanitizeHtml('<a href="/pages/x/../tabbar/home/home" target="_blank">home</a><img src="/a.png">');
    expect(out).toContain('href="/pages/tabbar/home/home"');
    expect(out).not.toContain('target');
    expect(out).toContain('loading="lazy"');
  });

  it('keeps mail and phone links of plain addresses', () => {
    expect(sanitizeHtml('<a href="mailto:privacy@accplus.example">m</a>')).toContain('href="mailto:privacy@accplus.example"');
    expect(sanitizeHtml('<a href="tel:+33 1 23 45 67 89">t</a>')).toContain('href="tel:+33 1 23 45 67 89"');
    expect(sanitizeHtml('<a href="mailto:a@b.example?bcc=x@evil.example">m</a>')).not.toContain('href');
  });

  it.each(HOSTILE_HREFS)('takes the href off a hostile link: %j', (link) => {
    const anchor = parsed(`<a href="${escapeAttribute(link)}">tap</a>`).querySelector('a');
    expect(anchor?.textContent).toBe('tap');
    expect(anchor?.hasAttribute('href')).toBe(false);
    expect(anchor?.hasAttribute('target')).toBe(false);
  });

  it('takes the href off /\\evil.example, which DOMPurify alone accepted as a path', () => {
    expect(sanitizeHtml('<a href="/\\evil.example">x</a>')).toBe('<a>x</a>');
    expect(console.warn).toHaveBeenCalledWith('[link guard] refused a rich text link:', '"/\\\\evil.example"');
  });

  it.each(EXTERNAL_LINKS)('sends another site to a new tab with noopener: %j', (link) => {
    const anchor = parsed(`<a href="${escapeAttribute(link)}">tap</a>`).querySelector('a');
    expect(anchor?.getAttribute('target')).toBe('_blank');
    expect(anchor?.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    expect(new URL(anchor?.getAttribute('href') ?? '').protocol).toMatch(/^https?:$/);
  });

  it('loads images only from our paths, https or inline data', () => {
    const srcs = [...parsed('<img src="//evil.example/t.png"><img src="http://evil.example/t.png"><img src="/a.png"><img src="https://cdn.example/b.png"><img src="data:image/png;base64,iVBORw0=">').querySelectorAll('img')].map(
      (img) => img.getAttribute('src'),
    );
    expect(srcs).toEqual([null, null, '/a.png', 'https://cdn.example/b.png', 'data:image/png;base64,iVBORw0=']);
  });

  it.each([
    ['position: fixed; inset: 0; z-index: 99999; background: #fff', ''],
    ['position:absolute;top:0', ''],
    ['position: sticky', ''],
    ['background: url(https://evil.example/t.png)', ''],
    ['background-image: url("https://evil.example/t.png")', ''],
    ['background-color: url(https://evil.example/t.png)', ''],
    ['color: red; background-color: u\\rl(https://evil.example/t.png)', ''],
    ['width: expression(alert(1))', ''],
    ['color: red /* */; position: fixed', ''],
    ['font-family: "x"; src: url(https://evil.example/f.woff)', ''],
    ['list-style-image: url(https://evil.example/t.png)', ''],
    ['content: url(https://evil.example/t.png)', ''],
    ['transform: translateY(-100vh)', ''],
    ['margin-top: -2000px', ''],
    ['display: none', ''],
    ['font-size: 0', ''],
    ['width: 5000px', ''],
    ['color: var(--adm-color-primary)', ''],
    ['color: #b8860b; text-align: center; font-weight: bold', 'color: #b8860b; text-align: center; font-weight: bold'],
    ['COLOR: Red !important; Position: Fixed', 'color: Red'],
    ['margin: 0 auto; padding: 8px 12px', 'margin: 0 auto; padding: 8px 12px'],
  ])('keeps only typography and spacing of style %j', (style, kept) => {
    const paragraph = parsed(`<p style="${escapeAttribute(style)}">text</p>`).querySelector('p');
    expect(paragraph?.getAttribute('style') ?? '').toBe(kept);
  });

  it('drops classes (antd’s fixed masks), background= pictures, dialogs and popovers', () => {
    const out = sanitizeHtml(
      '<div class="adm-mask">a</div><table background="https://evil.example/t.png"><tr><td>b</td></tr></table><dialog open>c</dialog><div popover>d</div><img srcset="https://evil.example/t.png 1x" src="/a.png">',
    );
    expect(out).not.toMatch(/class|background|dialog|popover|srcset|evil/);
    expect(out).toContain('a');
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

  it('renders hostile links as text that goes nowhere, and another site in a new tab', async () => {
    const links = HOSTILE_HREFS.map((l, i) => `<a href="${escapeAttribute(l)}">hostile ${String(i)}</a>`)
      .join(' ');
    const { user, router } = renderWithProviders(<RichText html={`<p>${links} <a href="https://partner.example/">partner</a></p>`} />, { route: '/somewhere' });
    await screen.findByText('partner');
    // Only the partner link is a link at all (an <a> without href has no link role).
    const anchors = screen.getAllByRole('link');
    expect(anchors).toHaveLength(1);
    expect(anchors[0]).toHaveAttribute('href', 'https://partner.example/');
    expect(anchors[0]).toHaveAttribute('target', '_blank');
    expect(anchors[0]?.getAttribute('rel')).toContain('noopener');
    await user.click(screen.getByText('hostile 0'));
    expect(router.state.location.pathname).toBe('/somewhere');
  });
});
