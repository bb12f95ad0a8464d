import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { guardLink } from '@/lib/link-guard';
import { sanitizeHtml } from './sanitize-html';
import styles from './rich-text.module.css';

interface RichTextProps {
  html: string;
  className?: string;
}

/**
 * Rich text from the server (notices, agreements, help answers, goods descriptions), sanitized
 * before it reaches the DOM (sanitize-html.ts). A link to one of our own pages moves within the
 * app instead of reloading it; links to other sites open in their new tab as the browser does.
 */
export function RichText({ html, className }: RichTextProps) {
  const navigate = useNavigate();
  const safe = useMemo(() => sanitizeHtml(html), [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || anchor?.getAttribute('target') === '_blank' || /^(mailto|tel):/i.test(href)) return;
    const guarded = guardLink(href, 'rich text');
    // The sanitizer wrote every own link as a normal path; anything else never reaches the router.
    event.preventDefault();
    if (guarded.kind === 'internal') void navigate(guarded.to);
  };

  return (
    // The container only forwards clicks on the links inside, which are keyboard-reachable themselves.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={[styles.rich, className].filter(Boolean).join(' ')} onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
