import type { Plugin } from 'vite';

const STYLESHEET = /<link rel="stylesheet"[^>]*>\n?/g;

/**
 * index.html's static shell (the shop's mark in its bar) paints as soon as the HTML is parsed,
 * without waiting for the entry's stylesheet (issue 12). A stylesheet linked in the head holds
 * every paint until it has arrived; one linked in the body holds only what comes after it, which
 * here is nothing (HTML's "allows adding render-blocking elements" ends where the body begins).
 * So the stylesheet's link moves to the end of the body, and a preload of the same file takes its
 * place in the head, so it is asked for as early as before. The shell, <html> and <body> carry
 * their own styles (index.html, style attributes, which the Content-Security-Policy allows): the
 * values the stylesheet gives <html> and <body>, and the page's width, colours and bar height, so
 * its arrival moves nothing. The app's first render cannot run before it
 * either: a module script waits for the style sheets parsed before it has run ("a style sheet
 * that is blocking scripts").
 *
 * On a phone's line the first paint no longer waits for the stylesheet's round trip behind the
 * entry's own downloads.
 */
export function stylesheetAfterShell(html: string): string {
  const links = html.match(STYLESHEET) ?? [];
  if (links.length === 0) return html;
  let out = html;
  for (const link of links) {
    const at = out.indexOf(link);
    // Only the head's links: one already in the body holds no paint of the shell above it.
    if (at < 0 || at > out.indexOf('</head>')) continue;
    const preload = link.replace('rel="stylesheet"', 'rel="preload" as="style"');
    out = out.slice(0, at) + preload + out.slice(at + link.length);
    const end = out.lastIndexOf('</body>');
    out = `${out.slice(0, end)}  ${link.trim()}\n  ${out.slice(end)}`;
  }
  return out;
}

export function stylesheetAfterShellPlugin(): Plugin {
  return {
    name: 'acc:stylesheet-after-shell',
    apply: 'build',
    // After Vite has linked the entry's stylesheet into the head.
    transformIndexHtml: { order: 'post', handler: stylesheetAfterShell },
  };
}
