// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { LOCALES } from '@/lib/constants';
import { localizedManifest } from '../../scripts/vite/localized-manifests';
import { precachedBuildFiles, type ManifestChunk } from '../../scripts/vite/precache-entries';

const root = path.resolve(import.meta.dirname, '../..');
const publicFile = (file: string) => path.join(root, 'public', file.replace(/^\//, ''));
const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}
const manifest = JSON.parse(readFileSync(publicFile('manifest.webmanifest'), 'utf8')) as Record<string, unknown> & { icons: ManifestIcon[] };

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1'), `${file} is a PNG`).toBe('PNG');
  return `${String(bytes.readUInt32BE(16))}x${String(bytes.readUInt32BE(20))}`;
}

describe('the web app manifest', () => {
  it('names the shop and opens it standalone at home, in the colour index.html gives the browser', () => {
    expect(manifest).toMatchObject({ name: 'ACC+ Jewelry Wholesale', short_name: 'ACC+', display: 'standalone', start_url: ROUTES.home, scope: '/' });
    expect(String(manifest.description).length).toBeGreaterThan(20);
    const themeColor = /<meta name="theme-color" content="([^"]+)"/.exec(indexHtml)?.[1];
    expect(manifest.theme_color).toBe(themeColor);
    // The app links the manifest in the shopper's language (src/app/hosts/document-host.tsx);
    // a default link here is fetched first and can stay Chromium's manifest after the change.
    expect(indexHtml).not.toContain('rel="manifest"');
  });

  it('has the icons Android asks for (192 and 512, a maskable one), each the size it says', () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    for (const icon of pngs) expect(pngSize(publicFile(icon.src)), icon.src).toBe(icon.sizes);
    expect(pngs.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    expect(pngs.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual(['512x512']);
  });

  it('and iOS its 180 px apple-touch-icon', () => {
    const href = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(indexHtml)?.[1];
    expect(href).toBeDefined();
    expect(pngSize(publicFile(href ?? ''))).toBe('180x180');
  });
});

describe('the manifest in each language', () => {
  const catalogue = (lang: string) => JSON.parse(readFileSync(path.join(root, 'locales', `${lang}.json`), 'utf8')) as Record<string, string>;

  it.each(LOCALES)('%s: the shop’s name and description from its catalogue, everything else as the template', (lang) => {
    const localized = localizedManifest(manifest, lang, catalogue(lang));
    expect(localized).toMatchObject({ lang, name: catalogue(lang)['page.launch'], description: catalogue(lang)['login.brand'] });
    expect({ ...localized, lang: manifest.lang, name: manifest.name, description: manifest.description }).toEqual(manifest);
  });

  it('speaks French in French and Chinese in Chinese', () => {
    expect(localizedManifest(manifest, 'fr', catalogue('fr')).name).toBe('ACC+ Bijoux en gros');
    expect(localizedManifest(manifest, 'zh-TW', catalogue('zh-TW')).name).toBe('ACC+ 珠寶批發');
  });

  it('stops the build when a catalogue lacks the texts', () => {
    expect(() => localizedManifest(manifest, 'es', {})).toThrow(/es catalogue/);
  });
});

describe('what a release precaches', () => {
  const built: Record<string, ManifestChunk> = {
    'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_vendor-B.js'], css: ['assets/index-A.css'] },
    '_vendor-B.js': { file: 'assets/vendor-B.js' },
    'src/features/home/home-page.tsx': { file: 'assets/home-page-C.js', imports: ['_vendor-B.js', '_list-D.js'], css: ['assets/home-page-C.css'] },
    '_list-D.js': { file: 'assets/list-D.js' },
    'src/features/goods/goods-info-page.tsx': { file: 'assets/goods-info-page-E.js', imports: ['_list-D.js'] },
    'locales/fr.json': { file: 'assets/fr-F.js' },
  };

  it('the entry and the named modules, with everything they import and their styles; no other page', () => {
    expect(precachedBuildFiles(built, [/home-page\.tsx$/])).toEqual([
      'assets/home-page-C.css',
      'assets/home-page-C.js',
      'assets/index-A.css',
      'assets/index-A.js',
      'assets/list-D.js',
      'assets/vendor-B.js',
    ]);
  });

  it('stops the build when a named module is not in it (a page renamed, the list not)', () => {
    expect(() => precachedBuildFiles(built, [/cart-page\.tsx$/])).toThrow(/cart-page/);
  });
});
