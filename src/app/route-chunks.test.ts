import { afterEach, describe, expect, it } from 'vitest';
import { preloadRouteFiles } from './route-chunks';

const HOME = '/pages/tabbar/home/home';

function tableBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'route-chunks';
  block.textContent = text;
  document.head.append(block);
}

const links = () =>
  [...document.head.querySelectorAll('link')].map((l) => ({ rel: l.rel, as: l.getAttribute('as'), crossOrigin: l.crossOrigin, href: l.getAttribute('href') }));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the opened page’s files, asked for as the entry starts (issue 12)', () => {
  it('adds a module preload per chunk and a style preload per sheet, in the mode Vite’s own links use', () => {
    tableBlock(JSON.stringify({ [HOME]: ['/assets/home-page-a1.js', '/assets/fs-home-b2.js', '/assets/fs-home-c3.css'], '/other': ['/assets/x.js'] }));
    preloadRouteFiles(document, HOME);
    expect(links()).toEqual([
      { rel: 'modulepreload', as: null, crossOrigin: '', href: '/assets/home-page-a1.js' },
      { rel: 'modulepreload', as: null, crossOrigin: '', href: '/assets/fs-home-b2.js' },
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/fs-home-c3.css' },
    ]);
  });

  it('asks for nothing on an address the table does not list, nor for an inherited key', () => {
    tableBlock(JSON.stringify({ [HOME]: ['/assets/home-page-a1.js'] }));
    preloadRouteFiles(document, '/pages/tabbar/cart/cart');
    preloadRouteFiles(document, 'constructor');
    expect(links()).toEqual([]);
  });

  it('never fetches from elsewhere, and a damaged or missing table stops nothing', () => {
    tableBlock(JSON.stringify({ [HOME]: ['https://evil.example/x.js', '//evil.example/y.js', '/index.html', 42, '/assets/ok.js'] }));
    preloadRouteFiles(document, HOME);
    expect(links().map((l) => l.href)).toEqual(['/assets/ok.js']);
    document.head.innerHTML = '';
    tableBlock('{"broken":');
    expect(() => preloadRouteFiles(document, HOME)).not.toThrow();
    document.head.innerHTML = '';
    expect(() => preloadRouteFiles(document, HOME)).not.toThrow();
    tableBlock(JSON.stringify({ [HOME]: 'not a list' }));
    preloadRouteFiles(document, HOME);
    expect(links()).toEqual([]);
  });
});
