// @vitest-environment jsdom
// jsdom: its HTML parser stands in for the browser's here, and follows the standard's attribute rules
// where happy-dom's does not (it reads `<p =onclick=a onclick=b>` differently).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseInlineHandlers } from './inline-handlers';

/** Every attribute name the browser's parser builds from the HTML. */
function attributeNames(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.name));
}

const handlers = (html: string) => attributeNames(neutraliseInlineHandlers(html)).filter((name) => /^on/i.test(name));

describe('neutraliseInlineHandlers', () => {
  it.each([
    '<img src="data:," alt="" onerror="window.x = 1">',
    '<img/onerror=alert(1)>',
    '<IMG SRC=x ONERROR=alert(1)>',
    '<p onclick = "a" onmouseover=\'b\'>t</p>',
    '<img src="x"onerror=alert(1)>',
    '<a href="/x" title="a > b" onfocus=c>t</a>',
    '<div\tonclick=a\nonkeyup=b>t</div>',
    '<svg><g onload=alert(1)></g></svg>',
    '<body onload=alert(1)>',
    '<noscript><img src=x onerror=alert(1)></noscript>',
    '<p =onclick=a onclick=b>t</p>',
  ])('leaves no handler for the parser to check in %j', (html) => {
    expect(handlers(html)).toEqual([]);
  });

  it('changes nothing else: text, comments, raw text and other attributes stay as they were', () => {
    const html =
      '<p class="a" title="onclick=x">Go on=now, 3 < 4 and online</p><!-- <img onerror=x> --><script>var s = "<p onclick=x>";</script><textarea><b onclick=x></textarea><a href="/pages/tabbar/home/home">home</a>';
    expect(neutraliseInlineHandlers(html)).toBe(html);
  });

  it('leaves no handler whatever the markup', () => {
    const piece = fc.constantFrom('<', '>', '/', '=', '"', "'", ' ', '\t', '\n', 'img', 'p', 'svg', 'script', 'textarea', 'on', 'onerror', 'ONCLICK', 'x', '<!--', '-->', 'a', 'noscript', 'title');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        expect(handlers(pieces.join(''))).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });
});
