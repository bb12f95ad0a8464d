import { useEffect } from 'react';
import { readableOnWhite } from '@/lib/colour';
import { APP_TITLE } from '@/lib/constants';
import { guardResource } from '@/lib/link-guard';
import { useAppSelector } from '@/state/hooks';
import { selectLaunchResolved, selectSysConfig, selectTheme } from '@/state/sys-config-slice';

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

/**
 * What the server's configuration says about the document: theme variables, then title, icon and
 * meta. A chunk of its own (DocumentHost loads it once there is a configuration): until then
 * index.html's title and global.css's default theme hold, and the link guard stays out of the entry.
 */
export function SiteConfigHost() {
  const theme = useAppSelector(selectTheme);
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
    if (!resolved) return;
    document.title = config?.webDescription || APP_TITLE;
    if (config?.H5WebsiteIcon) setIcon(config.H5WebsiteIcon);
    if (config?.webDescriptionInfo) setMeta('description', config.webDescriptionInfo);
  }, [resolved, config]);

  return null;
}
