// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stylesheetAfterShell } from '../../scripts/vite/stylesheet-after-shell';

/** index.html as Vite writes it: the entry's script and stylesheet in the head. */
const BUILT = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <title>ACC+ Jewelry Wholesale</title>',
  '    <script type="module" crossorigin src="/assets/index-a1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">',
  '    <link rel="modulepreload" crossorigin href="/assets/launch-d4.js">',
  '  </head>',
  '  <body>',
  '    <div id="root"><div aria-hidden="true">mark</div></div>',
  '  </body>',
  '</html>',
].join('\n');

describe('stylesheetAfterShell', () => {
  it('links the stylesheet after the shell and preloads it where the link was', () => {
    const html = stylesheetAfterShell(BUILT);
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body>'));
    expect(head).not.toContain('rel="stylesheet"');
    // Asked for in the same place as before: after the script it is preloaded beside, before launch.
    expect(head.indexOf('react-b2.js')).toBeLessThan(head.indexOf('<link rel="preload" as="style" crossorigin href="/assets/index-c3.css">'));
    expect(head.indexOf('index-c3.css')).toBeLessThan(head.indexOf('launch-d4.js'));
    // Linked once, after the shell.
    expect(body.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">')).toBeGreaterThan(body.indexOf('<div id="root">'));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('moves every stylesheet of the head, in order', () => {
    const two = BUILT.replace('    <link rel="modulepreload" crossorigin href="/assets/launch-d4.js">', '    <link rel="stylesheet" crossorigin href="/assets/antd-e5.css">\n    <link rel="modulepreload" crossorigin href="/assets/launch-d4.js">');
    const html = stylesheetAfterShell(two);
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body>'));
    expect(head.match(/rel="preload" as="style"/g)).toHaveLength(2);
    expect(head).not.toContain('rel="stylesheet"');
    expect(body.indexOf('index-c3.css')).toBeLessThan(body.indexOf('antd-e5.css'));
    expect(body.match(/rel="stylesheet"/g)).toHaveLength(2);
  });

  it('leaves a page with no stylesheet as it is', () => {
    const plain = BUILT.replace(/ {4}<link rel="stylesheet"[^>]*>\n/, '');
    expect(stylesheetAfterShell(plain)).toBe(plain);
  });

  it('leaves a stylesheet already in the body where it is', () => {
    const late = BUILT.replace('</body>', '  <link rel="stylesheet" href="/late.css">\n  </body>');
    const html = stylesheetAfterShell(late);
    expect(html).toContain('<link rel="stylesheet" href="/late.css">');
    expect(html).not.toContain('rel="preload" as="style" href="/late.css"');
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(2);
  });
});
