import { lazy, Suspense, useEffect } from 'react';
import { localizedManifestUrl } from '@/lib/web-app-manifest';
import { useAppSelector } from '@/state/hooks';
import { selectCurLang } from '@/state/lang-slice';
import { DEFAULT_THEME, selectLaunchResolved, selectScript, selectTheme } from '@/state/sys-config-slice';

const SiteConfigHost = lazy(() => import('./site-config-host').then((m) => ({ default: m.SiteConfigHost })));

/**
 * Applies launch state to the document: the language marks at once (lang, the script class the
 * CSS reads, the web app manifest in that language), the server configuration's theme, title, icon and meta once there is one.
 */
export function DocumentHost() {
  const script = useAppSelector(selectScript);
  const lang = useAppSelector(selectCurLang);
  const configured = useAppSelector((state) => selectLaunchResolved(state) || selectTheme(state) !== DEFAULT_THEME);

  useEffect(() => {
    const root = document.documentElement;
    root.lang = lang;
    root.classList.toggle('lang-zh', script === 'zh');
    root.classList.toggle('lang-other', script !== 'zh');
    // Installing names the shop in the shopper's language (Chromium reads the manifest again).
    const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (manifest) manifest.setAttribute('href', localizedManifestUrl(lang));
  }, [lang, script]);

  return configured ? (
    <Suspense fallback={null}>
      <SiteConfigHost />
    </Suspense>
  ) : null;
}
