/**
 * Hostile link corpora for the redirect guard, the link guard and rich text. Each entry is
 * something a server answer, a ?redirect= or a stored value has been seen (or could be made) to
 * carry to take a shopper off the shop while looking like one of our paths.
 */

/** Neither an own path nor a plain web link: the link guard refuses every one of these. */
export const HOSTILE_LINKS: readonly string[] = [
  // Protocol-relative and slash games.
  '//evil.example/x',
  '///evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/./\\evil.example',
  // Dot segments that normalise to '//evil.example'.
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/a/%2e%2e//evil.example',
  '/./%2e/..//evil.example',
  // Encoded slashes and backslashes.
  '/%2F%2Fevil.example',
  '/%2fevil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '/%00//evil.example',
  '/%ZZ',
  // Tabs, newlines and other controls browsers drop from URLs.
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/\u0000/evil.example',
  // Script and data schemes, in any spelling.
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'javascript%3Aalert(1)',
  '&#106;avascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'blob:https://evil.example/1',
  'file:///etc/passwd',
  // Web links that hide their host or are not written out in full.
  'https:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'https://shop.example@evil.example/',
  'https://user:pass@evil.example/',
  'http://',
  'https://[evil',
  // Unicode look-alikes of '/', '.' and ':'.
  '\uFF0F\uFF0Fevil.example',
  '\u2215\u2215evil.example',
  'javascript\uFF1Aalert(1)',
  '\u3002/evil.example',
  // Not a link at all.
  '',
  '   ',
  'evil.example',
  '#',
];

/** Plain links to another site: fine as a link (a new tab), never as a redirect target. */
export const EXTERNAL_LINKS: readonly string[] = [
  'https://evil.example/',
  'http://evil.example',
  'HTTPS://EVIL.EXAMPLE/A',
  'https://evil\u3002example/',
  'https://xn--80ak6aa92e.com/',
];

/** What a redirect guard must refuse: everything hostile, and every other site. */
export const HOSTILE_PATHS: readonly string[] = [...HOSTILE_LINKS, ...EXTERNAL_LINKS, '#top', 'pages/tabbar/home/home'];
