import DOMPurify from 'dompurify';
import { EXTERNAL_REL, guardLink } from '@/lib/link-guard';
import { neutraliseInlineHandlers } from './inline-handlers';
import { sanitizeStyle } from './rich-text-style';

/**
 * Server HTML (agreements, help answers, messages, goods descriptions, share rules) made safe to
 * render. Our own DOMPurify instance, so these hooks never change anyone else's purifier.
 * - Scripts, handlers, forms, frames, media, style sheets: removed (DOMPurify, and the tag list).
 * - Links: through the link guard. Own paths are written normalised and stay in the app (RichText
 *   moves there with the router); other sites open in a new tab with noopener noreferrer; anything
 *   else loses its href and is logged. mailto: and tel: of plain addresses and numbers stay.
 * - Inline styles: only typography and spacing (rich-text-style.ts); no class (antd's own classes
 *   such as a fixed mask would apply), no `background=` attribute (it loads an image).
 * - Images: from our own paths, https, or inline data; lazily loaded.
 */
const purifier = DOMPurify(window);

const CONTACT = /^(mailto:[^\s"'<>\\/?#]+@[^\s"'<>\\/?#]+|tel:\+?[\d\s().-]{3,24})$/i;
const INLINE_IMAGE = /^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i;

function cleanHref(href: string): string | null {
  if (CONTACT.test(href)) return href;
  const guarded = guardLink(href, 'rich text');
  if (guarded.kind === 'internal') return guarded.to;
  return guarded.kind === 'external' ? guarded.href : null;
}

function cleanImageSource(src: string): string | null {
  if (INLINE_IMAGE.test(src)) return src;
  const guarded = guardLink(src, 'rich text image');
  if (guarded.kind === 'internal') return guarded.to;
  return guarded.kind === 'external' && guarded.href.startsWith('https:') ? guarded.href : null;
}

purifier.addHook('uponSanitizeAttribute', (node, event) => {
  const value = event.attrValue;
  let clean: string | null = value;
  if (event.attrName === 'style') clean = sanitizeStyle(value) || null;
  else if (event.attrName === 'href') clean = cleanHref(value);
  else if (event.attrName === 'src') clean = node.tagName === 'IMG' ? cleanImageSource(value) : null;
  if (clean === null) event.keepAttr = false;
  else event.attrValue = clean;
});

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    // After the guard an http(s) href can only be another site: our own are paths by now.
    if (/^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', `${EXTERNAL_REL} nofollow`);
    } else {
      node.removeAttribute('target');
    }
  }
  if (node.tagName === 'IMG') node.setAttribute('loading', 'lazy');
});

const CONFIG = {
  // Content, not applications: no forms, frames, style sheets, media players, dialogs or marquees.
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'video', 'audio', 'svg', 'math', 'dialog', 'marquee', 'picture', 'source'],
  FORBID_ATTR: ['id', 'name', 'class', 'background', 'srcset', 'popover', 'popovertarget', 'popovertargetaction', 'ping'],
  ALLOW_DATA_ATTR: false,
  // A second net under the guard: what it lets through is a path, http(s), mailto: or tel:.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?![/\\]))/i,
};

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(neutraliseInlineHandlers(html), CONFIG);
}
