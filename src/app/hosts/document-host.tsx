import { useEffect } from 'react';
import { readableOnWhite } from '@/lib/colour';
import { APP_TITLE } from '@/lib/constants';
import { guardResource } from '@/lib/link-guard';
import { useAppSelector } from '@/state/hooks';
import { selectCurLang } from '@/state/lang-slice';
import { selectLaunchResolved, selectScript, selectSysConfig, selectTheme } from '@/state/sys-config-slice';

function setMeta(name: string, content: string) {
  let tag = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

function setIcon(raw: string) {
  // Through the link guard: our own path or https elsewhere; a protocol-relative `//evil.example/x`
  // or a `/\\evil.example` would load from another host, `javascript:` or `data:` from nowhere good.
  const href = guardResource(raw, 'configuration icon');
  if (href === null) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.href = href;
}

/** Applies launch state to the document: theme variables, language marks, then title, icon, meta. */
export function DocumentHost() {
  const theme = useAppSelector(selectTheme);
  const script = useAppSelector(selectScript);
  const lang = useAppSelector(selectCurLang);
  const resolved = useAppSelector(selectLaunchResolved);
  const config = useAppSelector(selectSysConfig);

  useEffect(() => {
    const root = document.documentElement;
    // The brand colour for decoration; a readable shade of it for text and buttons. 5.6:1 on white
    // keeps WCAG AA (4.5:1) on the warm page background and the tinted panels too.
    const readable = readableOnWhite(theme.primary, 5.6);
    root.style.setProperty('--dominant-color', theme.primary);
    root.style.setProperty('--adm-color-primary', readable);
    root.style.setProperty('--primary-text', readable);
    root.style.setProperty('--page-bg', theme.background);
  }, [theme]);

  useEffect(() => {
    const root = document.documentElement;
    root.lang = lang;
    root.classList.toggle('lang-zh', script === 'zh');
    root.classList.toggle('lang-other', script !== 'zh');
  }, [lang, script]);

  useEffect(() => {
    if (!resolved) return;
    document.title = config?.webDescription || APP_TITLE;
    if (config?.H5WebsiteIcon) setIcon(config.H5WebsiteIcon);
    if (config?.webDescriptionInfo) setMeta('description', config.webDescriptionInfo);
  }, [resolved, config]);

  return null;
}
