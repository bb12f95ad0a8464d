import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { safeRedirectTarget } from '@/lib/safe-redirect';
import styles from './rich-text.module.css';

/**
 * Our own DOMPurify instance, so the link hook below never changes how anyone else's purifier
 * behaves. Links to other sites open in a new tab without access to ours (noopener, noreferrer);
 * images load lazily so long notices do not fetch everything at once.
 */
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (isExternal(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    } else {
      node.removeAttribute('target');
    }
  }
  if (node.tagName === 'IMG') node.setAttribute('loading', 'lazy');
});

const CONFIG = {
  // Server notices are content, not applications: no forms, frames, styles sheets or media players.
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'video', 'audio', 'svg', 'math'],
  FORBID_ATTR: ['id', 'name'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
};

function isExternal(href: string): boolean {
  if (!/^https?:/i.test(href)) return false;
  try {
    return new URL(href).origin !== window.location.origin;
  } catch {
    return true;
  }
}

/** Server HTML made safe to render: scripts, handlers, javascript: URLs and forms removed. */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, CONFIG);
}

interface RichTextProps {
  html: string;
  className?: string;
}

/**
 * Rich text from the server (notices, agreements, help answers), sanitized before it reaches the
 * DOM. A link to one of our own pages moves within the app instead of reloading it.
 */
export function RichText({ html, className }: RichTextProps) {
  const navigate = useNavigate();
  const safe = useMemo(() => sanitizeHtml(html), [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || anchor?.getAttribute('target') === '_blank' || href.startsWith('#')) return;
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(safeRedirectTarget(url.pathname + url.search + url.hash));
  };

  return (
    // The container only forwards clicks on the links inside, which are keyboard-reachable themselves.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={[styles.rich, className].filter(Boolean).join(' ')} onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
