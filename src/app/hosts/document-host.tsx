import { useLayoutEffect } from 'react';
import { BackgroundPiece } from '@/components/background-piece';
import { localizedManifestUrl } from '@/lib/web-app-manifest';
import { useAppSelector } from '@/state/hooks';
import { selectCurLang } from '@/state/lang-slice';
import { DEFAULT_THEME, selectLaunchResolved, selectScript, selectTheme } from '@/state/sys-config-slice';

const loadSiteConfigHost = () => import('./site-config-host').then((m) => ({ default: m.SiteConfigHost }));

/**
 * Installing names the shop in the shopper's language. index.html links no manifest: Chromium
 * fetches a linked manifest as the page loads, and a link changed while that fetch is under way
 * keeps the first answer (its manifest manager hands the pending fetch's result to the new
 * request and marks it fresh), so a slow phone installed the English default in any language
 * (CI60). With no link there is nothing to fetch until this one is added.
 */
function linkManifest(href: string) {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]') ?? document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'manifest' }));
  link.setAttribute('href', href);
}

/**
 * Applies launch state to the document: the language marks at once (lang, the script class the
 * CSS reads, the web app manifest in that language), the server configuration's theme, title, icon and meta once there is one.
 */
export function DocumentHost() {
  const script = useAppSelector(selectScript);
  const lang = useAppSelector(selectCurLang);
  const configured = useAppSelector((state) => selectLaunchResolved(state) || selectTheme(state) !== DEFAULT_THEME);

  // Before the frame is painted: the first frame's text is already in the shopper's language, and
  // its lang mark (screen readers, hyphenation, the zh CSS) must say so in the same frame.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = lang;
    root.classList.toggle('lang-zh', script === 'zh');
    root.classList.toggle('lang-other', script !== 'zh');
    linkManifest(localizedManifestUrl(lang));
  }, [lang, script]);

  return configured ? <BackgroundPiece load={loadSiteConfigHost} what="site configuration" /> : null;
}
