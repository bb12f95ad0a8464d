/**
 * What the matrix looks for on a page as it is on screen, measured inside the browser
 * (`page.evaluate(inspectPage, options)`): the function is sent to the page as its source, so it
 * uses nothing from outside its own body.
 */

export interface InspectOptions {
  /** Namespaces of the catalogue's ids ('cart', 'orders'…): `cart.total` on screen is an id shown raw. */
  namespaces: string[];
  /** The page's language's catalogue, its messages as written ('{from}–{to} pièces'): our own words, told from the server's. */
  messages: string[];
}

export interface PageFindings {
  /** The document is wider than the viewport (a shopper can scroll the page sideways). */
  overflow: string[];
  /** A fixed element (tab bar, footer, pop-up) partly or wholly outside the viewport. */
  fixedOffScreen: string[];
  /** Content the bars fixed at the bottom still cover with the page scrolled to its end. */
  covered: string[];
  /** A target under 24×24 CSS px with no spacing exception, or a primary action under 44 px. */
  tapTarget: string[];
  /** A message id or an ICU placeholder on screen instead of text, or a placeholder filled with nothing (“”, « », 「」). */
  rawText: string[];
  /** Looks clickable (a pointer cursor) but is no link, button or control: no keyboard, no screen reader. */
  keyboard: string[];
  /** Text that runs out of the box of the link or button it is in (cut off or drawn over what is next) with no ellipsis. */
  spilled: string[];
  /** Words cut in two by a box that hides what overflows it, with no ellipsis to show they are cut. */
  cut: string[];
  /** A short word drawn on two lines ('Plu' and 's'): its box was squeezed below the word's width; or a short Chinese label with its last character alone on a line. */
  broken: string[];
  /** Words on screen with a control of another part of the page drawn over them (a label under a card's heart). */
  overlapped: string[];
  /** Words drawn over other words, neither hiding the other (an order number run over its label). */
  collided: string[];
  /** Our own words (a message of the catalogue) cut with an ellipsis or a line clamp: an ellipsis is for a name from the server. */
  ellipsized: string[];
  /** A term and its value side by side on different baselines: '订单编号' a few pixels below its number. */
  offBaseline: string[];
  /** A required field with nothing in it and no placeholder: a blank box that says nothing of what goes in it. */
  blank: string[];
}

export function inspectPage({ namespaces, messages }: InspectOptions): PageFindings {
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const round = (n: number) => Math.round(n * 10) / 10;
  const shown = (el: Element) =>
    el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !el.closest('[aria-hidden="true"], [inert]');
  const nameOf = (el: Element) => {
    const label = el.getAttribute('aria-label') ?? el.getAttribute('title') ?? (el instanceof HTMLInputElement ? el.placeholder || el.value : '');
    const text = (label || el.textContent || '').replace(/\s+/g, ' ').trim();
    return text.length > 40 ? `${text.slice(0, 39)}…` : text;
  };
  const describe = (el: Element) => {
    const role = el.getAttribute('role');
    return `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${nameOf(el)}"`;
  };
  const box = (r: DOMRect) => `${String(round(r.width))}×${String(round(r.height))}`;

  // Overflow: the elements that stick out past the right edge while no ancestor clips them,
  // reported at their deepest (the text or picture that is too wide, not every wrapper of it).
  const overflow: string[] = [];
  const docWidth = document.documentElement.scrollWidth;
  if (docWidth > width) {
    const clipsX = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    const sticksOut = (el: Element) => {
      if (!shown(el)) return false;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= width + 0.5) return false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (clipsX(p)) return false;
      return true;
    };
    const culprits = [...document.body.querySelectorAll('*')].filter((el) => sticksOut(el) && ![...el.children].some(sticksOut));
    const where = culprits.slice(0, 4).map((el) => `${describe(el)} reaches ${String(round(el.getBoundingClientRect().right))}px`);
    overflow.push(`document ${String(docWidth)}px wide in a ${String(width)}px viewport${where.length ? `: ${where.join('; ')}` : ''}`);
  }

  // Fixed elements (only the outermost of each layer) must sit inside the viewport.
  const fixedOffScreen: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (getComputedStyle(el).position !== 'fixed' || !shown(el)) continue;
    if ([...ancestorsOf(el)].some((a) => getComputedStyle(a).position === 'fixed')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.left < -0.5 || r.right > width + 0.5 || r.top < -0.5 || r.bottom > height + 0.5) {
      fixedOffScreen.push(`${describe(el)} at x ${String(round(r.left))}–${String(round(r.right))}, y ${String(round(r.top))}–${String(round(r.bottom))} in ${String(width)}×${String(height)}`);
    }
  }
  function* ancestorsOf(el: Element) {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) yield p;
  }

  // Bars fixed at the bottom (the tab bar, an action bar above it) must leave the end of the page
  // readable: scrolled to the end, no text or control of the page lies under them. Measured in
  // document coordinates, without scrolling (a scroll would load more of a list).
  const covered: string[] = [];
  const bars = [...document.body.querySelectorAll('*')]
    .filter((el) => getComputedStyle(el).position === 'fixed' && shown(el) && ![...ancestorsOf(el)].some((a) => getComputedStyle(a).position === 'fixed'))
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > width / 2 && r.height > 0 && r.height < height / 2)
    .sort((a, b) => b.bottom - a.bottom);
  let stackTop = height;
  for (const r of bars) if (r.bottom >= stackTop - 1) stackTop = Math.min(stackTop, r.top);
  if (stackTop < height) {
    const docHeight = Math.max(document.documentElement.scrollHeight, height);
    const barTopInDoc = docHeight - height + stackTop;
    const inFixed = (el: Element) => [el, ...ancestorsOf(el)].some((a) => getComputedStyle(a).position === 'fixed');
    for (const el of document.body.querySelectorAll('p, span, a, button, input, textarea, img, dt, dd, h1, h2, h3, li, label')) {
      if (el.children.length > 0 && !el.matches('a, button, label')) continue;
      if (!shown(el) || inFixed(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.height === 0 || r.width === 0) continue;
      // Inside a box that scrolls (the class tab's category column on a phone on its side), the
      // end that counts is that box's: scrolling it brings what lies past its edge to that edge.
      const scroller = [...ancestorsOf(el)].find((a) => /auto|scroll/.test(getComputedStyle(a).overflowY) && a.scrollHeight > a.clientHeight);
      const bottomInDoc = Math.min(r.bottom, scroller ? scroller.getBoundingClientRect().bottom : Infinity) + window.scrollY;
      if (bottomInDoc > barTopInDoc + 1) {
        covered.push(`${describe(el)} ends at ${String(round(bottomInDoc))}px, the bottom bars start at ${String(round(barTopInDoc))}px`);
        if (covered.length >= 3) break;
      }
    }
  }

  // Target size (WCAG 2.2, 2.5.8): 24×24 CSS px, or spaced so that a 24 px circle centred on the
  // target touches no other target and no other small target's circle; targets inside a sentence
  // are exempt (the line height sets their size). Filled primary-colour buttons, the page's main
  // actions, get 44 px (2.5.5).
  const tapTarget: string[] = [];
  const underFixedBar = (el: Element, r: DOMRect) => {
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x >= width || y >= height) return false;
    const hit = document.elementFromPoint(x, y);
    if (!hit || el.contains(hit) || hit.contains(el)) return false;
    const fixedOf = (n: Element) => [n, ...ancestorsOf(n)].find((a) => getComputedStyle(a).position === 'fixed');
    const bar = fixedOf(hit);
    return bar !== undefined && !bar.contains(el);
  };
  const TARGETS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"]), ' +
    '[role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"], [role="slider"], [role="spinbutton"]';
  const probe = document.createElement('span');
  probe.style.color = getComputedStyle(document.documentElement).getPropertyValue('--adm-color-primary').trim() || 'rgb(22, 119, 255)';
  document.body.append(probe);
  const primary = getComputedStyle(probe).color;
  probe.remove();
  const targets: { el: Element; r: DOMRect }[] = [];
  for (const el of document.body.querySelectorAll(TARGETS)) {
    // A picture's parts (read-only stars inside role="img") are no targets: nothing to press.
    if (!shown(el) || (el as HTMLButtonElement).disabled || el.parentElement?.closest('[role="img"]')) continue;
    // A form control's label is part of its target (antd's checkboxes hide the input inside it).
    let r = el.getBoundingClientRect();
    const labels = el instanceof HTMLInputElement ? [...(el.labels ?? [])].filter(shown) : [];
    for (const label of labels) {
      const l = label.getBoundingClientRect();
      const left = Math.min(r.left, l.left), top = Math.min(r.top, l.top);
      r = new DOMRect(left, top, Math.max(r.right, l.right) - left, Math.max(r.bottom, l.bottom) - top);
    }
    if (r.width <= 1 && r.height <= 1) continue; // visually hidden until focused (skip links)
    if (r.bottom < 0 || r.top > height * 3) continue;
    // Under a fixed bar at rest (the class tab's last category under the tab bar on a 568 px tall
    // screen) a target is not there to tap: the page scrolls it out, and whether it can is the
    // `covered` check's to judge, at the page's end.
    if (underFixedBar(el, r)) continue;
    targets.push({ el, r });
  }
  const inSentence = (el: Element) => {
    if (getComputedStyle(el).display !== 'inline') return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    return (block?.textContent ?? '').trim().length > el.textContent.trim().length;
  };
  const small = targets.filter(({ el, r }) => (r.width < 24 || r.height < 24) && !inSentence(el));
  const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
  const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);
  for (const t of small) {
    const c = centre(t.r);
    const touches = targets.find(({ el, r }) => {
      if (related(el, t.el)) return false;
      const dx = Math.max(r.left - c.x, 0, c.x - r.right);
      const dy = Math.max(r.top - c.y, 0, c.y - r.bottom);
      return Math.hypot(dx, dy) < 12;
    });
    const crowds = small.find((o) => !related(o.el, t.el) && Math.hypot(centre(o.r).x - c.x, centre(o.r).y - c.y) < 24);
    const other = touches ?? crowds;
    if (other) tapTarget.push(`${describe(t.el)} ${box(t.r)}, too close to ${describe(other.el)}`);
  }
  for (const { el, r } of targets) {
    const isAction = el.matches('button, [role="button"], a[href]');
    if (isAction && getComputedStyle(el).backgroundColor === primary && r.height < 44 - 0.5) {
      tapTarget.push(`primary action ${describe(el)} ${box(r)} (under 44 px)`);
    }
  }

  // Raw message ids and ICU placeholders, in the text and in the names a screen reader reads.
  const rawText: string[] = [];
  const rawId = new RegExp(`\\b(?:${namespaces.join('|')})\\.[a-z0-9]+(?:_[a-z0-9]+)*\\b`);
  // A message whose value was empty: the quotes around it are left with nothing between them.
  const emptyQuotes = /“\s*”|‘\s*’|«\s*»|「\s*」|『\s*』|"\s*"/;
  const seen = new Set<string>();
  const flag = (text: string, where: string) => {
    const t = text.replace(/\s+/g, ' ').trim();
    if (!t || seen.has(t)) return;
    if (/[{}]/.test(t) || rawId.test(t) || emptyQuotes.test(t)) {
      seen.add(t);
      rawText.push(`${where}: "${t.length > 80 ? `${t.slice(0, 79)}…` : t}"`);
    }
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (el && !el.closest('script, style, noscript') && shown(el)) flag(node.textContent ?? '', 'text');
  }
  for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = el.getAttribute(name);
      if (value) flag(value, name);
    }
  }
  flag(document.title, 'title');

  // Clickable to a mouse (the outermost element with a pointer cursor) yet nothing a keyboard can
  // reach or a screen reader can name as a control.
  const keyboard: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const parent = el.parentElement;
    if (getComputedStyle(el).cursor !== 'pointer' || (parent && getComputedStyle(parent).cursor === 'pointer')) continue;
    if (!shown(el) || el.closest(`${TARGETS}, label`) || el.querySelector(TARGETS)) continue;
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.height > 0) keyboard.push(`${describe(el)} ${box(r)}`);
  }

  // Text spilling out of its link or button: a long translation in a box of fixed size (French
  // wrapping the home search hint onto a third line below its 38 px box), or, where the box is not
  // drawn, into the next control (French sort choices squeezed at 375 px read "RecommandésMeilleures
  // ventes"). Text cut with an ellipsis (or a line clamp) is fine: the box shows it is cut and the
  // name holds all of it.
  const spilled: string[] = [];
  // The words of controls with no box drawn, to compare with their neighbours' below: those on
  // screen and not under something else (a link scrolled beneath the bottom bar is not read).
  const words: { el: Element; t: DOMRect }[] = [];
  const onTop = (t: DOMRect, el: Element) => {
    const x = t.left + t.width / 2;
    const y = t.top + t.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
    const top = document.elementFromPoint(x, y);
    return top !== null && (el === top || el.contains(top));
  };
  const cutOnPurpose = (el: Element, box: Element) => {
    for (let a: Element | null = el; a; a = a === box ? null : a.parentElement) {
      const style = getComputedStyle(a);
      if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') return true;
    }
    return false;
  };
  for (const { el, r } of targets) {
    if (!el.matches('a[href], button, [role="button"], [role="link"]')) continue;
    const style = getComputedStyle(el);
    const drawn = style.borderTopWidth !== '0px' || style.backgroundColor !== 'rgba(0, 0, 0, 0)';
    const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const holder = node.parentElement;
      if (!holder || !(node.textContent ?? '').trim() || !shown(holder) || cutOnPurpose(holder, el)) continue;
      // Words for screen readers only sit in a 1 px box that clips them: not on screen at all.
      const holderBox = holder.getBoundingClientRect();
      if (holderBox.width <= 1 || holderBox.height <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const t = range.getBoundingClientRect();
      const out = Math.max(r.left - t.left, t.right - r.right, r.top - t.top, t.bottom - r.bottom);
      if (!drawn) {
        if (onTop(t, el)) words.push({ el, t });
      } else if (out > 1) {
        spilled.push(`${describe(el)} ${box(r)}: "${nameOf(holder)}" runs ${String(round(out))}px out of it`);
        break;
      }
    }
  }

  // Two such controls side by side whose words come closer than a space: they read as one word.
  const SPACE_PX = 3;
  for (const [i, a] of words.entries()) {
    const b = words.slice(i + 1).find(({ el, t }) => {
      if (related(el, a.el)) return false;
      const sameLine = Math.min(a.t.bottom, t.bottom) - Math.max(a.t.top, t.top) > Math.min(a.t.height, t.height) / 2;
      const gap = Math.max(t.left - a.t.right, a.t.left - t.right);
      return sameLine && gap < SPACE_PX;
    });
    if (b) spilled.push(`${describe(a.el)}'s words run into ${describe(b.el)}'s: "${nameOf(a.el)}${nameOf(b.el)}"`);
  }

  // Words cut by a box that hides its overflow ("Hipoalergénicc" at a goods card's edge): a line of
  // text that lies partly inside and partly outside the box, with no ellipsis or line clamp between
  // them. Lines wholly outside are content scrolled or slid away (a carousel's other slides), and
  // scrolling boxes are left alone: their edge cuts by design and the shopper can scroll.
  const cut: string[] = [];
  const clips = (el: Element) => {
    const style = getComputedStyle(el);
    return ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
  };
  const scrolls = (el: Element) => /auto|scroll/.test(`${getComputedStyle(el).overflowX} ${getComputedStyle(el).overflowY}`);
  const cutSeen = new Set<Element>();
  const lines = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = lines.nextNode(); node && cut.length < 4; node = lines.nextNode()) {
    const holder = node.parentElement;
    if (!holder || !(node.textContent ?? '').trim() || holder.closest('script, style, noscript') || !shown(holder)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((l) => l.width > 0 && l.height > 0);
    if (rects.length === 0) continue;
    for (let a: Element | null = holder; a && a !== document.body; a = a.parentElement) {
      if (scrolls(a)) break;
      if (!clips(a)) continue;
      const b = a.getBoundingClientRect();
      // Visually hidden text (a 1 px box that clips it) is for screen readers, not cut.
      if (a.clientWidth <= 1 || a.clientHeight <= 1) break;
      const inner = {
        left: b.left + a.clientLeft,
        top: b.top + a.clientTop,
        right: b.left + a.clientLeft + a.clientWidth,
        bottom: b.top + a.clientTop + a.clientHeight,
      };
      const style = getComputedStyle(a);
      const clipX = style.overflowX !== 'visible';
      const clipY = style.overflowY !== 'visible';
      const straddles = rects.some(
        (l) =>
          (clipX && ((l.left < inner.left - 1 && l.right > inner.left + 1) || (l.left < inner.right - 1 && l.right > inner.right + 1))) ||
          (clipY && ((l.top < inner.top - 1 && l.bottom > inner.top + 1) || (l.top < inner.bottom - 1 && l.bottom > inner.bottom + 1))),
      );
      if (straddles && !cutOnPurpose(holder, a) && !cutSeen.has(a)) {
        cutSeen.add(a);
        const over = Math.max(...rects.map((l) => Math.max(inner.left - l.left, l.right - inner.right, inner.top - l.top, l.bottom - inner.bottom)));
        cut.push(`"${nameOf(holder)}" cut by ${describe(a)} ${box(b)}: ${String(round(over))}px hidden`);
      }
      break;
    }
  }

  // Words broken across lines: a box squeezed below its one word's width draws it on two lines
  // (French 'Plus' as 'Plu' and 's' in the order page's bar at 375 px). A long word may have to
  // break where nothing else fits (a name or an address from the server in a narrow column); the
  // words of our own labels are short, so words of 2 to 12 letters are judged, of the Latin script.
  // Chinese may break between any two characters, but a short label that leaves its last one alone
  // on a line reads as a mistake ('說明與意見回饋' as '說明與意見回' and '饋' in a 375 px grid cell):
  // labels of 2 to 12 characters are judged, outside a block that holds a sentence (a link in running
  // text, the agreement's '隱私權政策' at a line's end, breaks where the sentence does).
  const broken: string[] = [];
  const tooSmallToRead = (el: Element) => {
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) if (a.clientWidth === 1 || a.clientHeight === 1) return true;
    return false;
  };
  const lineTops = (node: Node, from: number, to: number) => {
    const range = document.createRange();
    range.setStart(node, from);
    range.setEnd(node, to);
    return [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map((r) => Math.round(r.top));
  };
  const brokenWord = (node: Node, text: string) => {
    for (const word of text.matchAll(/\p{Script=Latin}+/gu)) {
      if (word[0].length < 2 || word[0].length > 12) continue;
      const lines = new Set(lineTops(node, word.index, word.index + word[0].length)).size;
      if (lines > 1) return `"${word[0]}" drawn on ${String(lines)} lines`;
    }
    return null;
  };
  // Not the tap targets' inSentence: a line of details ('date · 銀行轉帳') holds more than the label
  // and is still judged; only a sentence's punctuation marks running text.
  const blockHoldsSentence = (el: Element) => {
    let block: Element = el;
    while (block.parentElement && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    return /[。！？；]/u.test(block.textContent);
  };
  const loneLastCharacter = (node: Node, text: string, holder: Element) => {
    const han = [...text.matchAll(/\p{Script=Han}/gu)];
    const before = han.at(-2);
    const last = han.at(-1);
    if (!before || !last || blockHoldsSentence(holder)) return null;
    const beforeTop = lineTops(node, before.index, before.index + 1).at(0);
    const lastTop = lineTops(node, last.index, last.index + 1).at(0);
    return beforeTop !== undefined && lastTop !== undefined && lastTop !== beforeTop ? `"${text.trim()}" leaves its last character alone on a line` : null;
  };
  const textNodes = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = textNodes.nextNode(); node && broken.length < 4; node = textNodes.nextNode()) {
    const holder = node.parentElement;
    const text = node.textContent ?? '';
    const latin = /\p{Script=Latin}{2}/u.test(text);
    const chineseLabel = /^[\p{Script=Han}\p{P}]{2,12}$/u.test(text.trim());
    if (!holder || (!latin && !chineseLabel) || holder.closest('script, style, noscript') || !shown(holder) || tooSmallToRead(holder)) continue;
    const found = latin ? brokenWord(node, text) : loneLastCharacter(node, text, holder);
    if (found) broken.push(`${found} in ${describe(holder)} ${box(holder.getBoundingClientRect())}`);
  }

  // The page's title is read whole: the nav bar's ellipsis is for a name from the server, not for
  // our own words ("Comptes bancaires de la bo…" at 375 px).
  for (const h1 of document.body.querySelectorAll('h1')) {
    if (shown(h1) && h1.scrollWidth > h1.clientWidth + 1) {
      cut.push(`title "${nameOf(h1)}" ends in an ellipsis: ${String(h1.scrollWidth)}px in ${String(h1.clientWidth)}px`);
    }
  }

  // Our own words are read whole too: an ellipsis or a line clamp is for a name from the server
  // (a goods, a category, an address), not for a message of ours ("50 à 199 piè…" on a goods page's
  // price tiers in French at 375 px). A message is told by its words around its arguments: each
  // {argument} or {count, plural, …} may stand for up to 30 characters (an amount, a count, a
  // date), what is left must be on screen as it is, and at least three letters of it, so that a
  // message of arguments alone ('{name}') matches no server text, nor one that begins with a word
  // of ours ('Reembolso {amount}') a whole notice from the server that begins with the same word.
  const ellipsized: string[] = [];
  const patterns: RegExp[] = [];
  for (const message of messages) {
    // The message's words, with null where an argument stands.
    const parts: (string | null)[] = [];
    let depth = 0, words = '';
    for (const ch of message.replace(/<\/?[a-z]+>/g, '').replace(/''/g, "'")) {
      if (ch === '{' && depth++ === 0) {
        parts.push(words, null);
        words = '';
      } else if (ch === '}') depth -= 1;
      else if (depth === 0) words += ch;
    }
    parts.push(words);
    if (parts.join('').replace(/\s/g, '').length < 3) continue;
    const source = parts
      .map((part) => (part === null ? '.{1,30}?' : part.replace(/\s+/g, ' ').trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .filter(Boolean)
      .join('\\s*');
    patterns.push(new RegExp(`^${source}$`, 's'));
  }
  // A short set of tabs of ours (five or fewer, every title a message of the catalogue) shows every
  // tab: a bar that scrolls cut its last one behind antd's fade ("Mes commentai…" at 375 px). A long
  // set (an order's seven states) and the server's names (a category's sub-categories) scroll.
  const ours = (text: string) => messages.includes(text) || patterns.some((pattern) => pattern.test(text));
  for (const header of document.body.querySelectorAll('.adm-tabs-header')) {
    const list = header.querySelector('.adm-tabs-tab-list');
    const titles = [...header.querySelectorAll('.adm-tabs-tab')].map((tab) => (tab.textContent || '').replace(/\s+/g, ' ').trim());
    if (!list || !shown(header) || titles.length > 5 || !titles.every(ours)) continue;
    if (list.scrollWidth > header.clientWidth + 1) cut.push(`tabs "${titles.join(' / ')}" scroll: ${String(list.scrollWidth)}px in ${String(header.clientWidth)}px`);
  }

  for (const el of document.body.querySelectorAll('*')) {
    if (!shown(el) || el.closest('h1')) continue;
    const style = getComputedStyle(el);
    const cutAcross = style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1;
    const cutDown = style.webkitLineClamp !== 'none' && el.scrollHeight > el.clientHeight + 1;
    if (!cutAcross && !cutDown) continue;
    const text = el.textContent.replace(/\s+/g, ' ').trim();
    if (text && patterns.some((p) => p.test(text))) {
      ellipsized.push(`"${text}" cut by ${cutAcross ? 'an ellipsis' : 'a line clamp'}: ${describe(el)} ${String(cutAcross ? el.scrollWidth : el.scrollHeight)}px in ${String(cutAcross ? el.clientWidth : el.clientHeight)}px`);
      if (ellipsized.length >= 4) break;
    }
  }

  // A hint in an empty field is read whole too: wider than the field, it is cut at its edge
  // ("Tu número de" beside the code button at 375 px). Measured with the hint's own font (at 320 px
  // a hint is drawn smaller than what is typed).
  const ruler = document.createElement('canvas').getContext('2d');
  for (const field of document.body.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
    if (!ruler || field.value !== '' || !shown(field)) continue;
    const style = getComputedStyle(field);
    ruler.font = getComputedStyle(field, '::placeholder').font;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const needs = ruler.measureText(field.placeholder).width;
    if (room > 0 && needs > room + 1) cut.push(`hint "${field.placeholder}" is ${String(round(needs))}px in a ${String(round(room))}px field`);
  }

  // Words under a control drawn over them (a card's heart over its label): each line's two ends,
  // on screen and inside what clips the line (an ellipsis's hidden tail is not on screen), must be
  // the words' own when the browser hit-tests them, or under something that draws nothing there: a
  // row-wide transparent target over its own words is the row's link, not a cover. Layers fixed or
  // stuck to the screen (a pop-up's mask, the bars the page scrolls under) are the checks above.
  const overlapped: string[] = [];
  const overlapSeen = new Set<Element>();
  const onLayer = (el: Element) => [el, ...ancestorsOf(el)].some((a) => ['fixed', 'sticky'].includes(getComputedStyle(a).position));
  const draws = (el: Element, upTo: Element) => {
    for (let a: Element | null = el; a; a = a === upTo ? null : a.parentElement) {
      if (a instanceof SVGElement || a instanceof HTMLImageElement) return true;
      const style = getComputedStyle(a);
      if (style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none') return true;
    }
    return false;
  };
  const visibleBox = (el: Element) => {
    let box = new DOMRect(0, 0, innerWidth, innerHeight);
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      if (!clips(a)) continue;
      const r = a.getBoundingClientRect();
      const left = Math.max(box.left, r.left), top = Math.max(box.top, r.top);
      box = new DOMRect(left, top, Math.min(box.right, r.right) - left, Math.min(box.bottom, r.bottom) - top);
    }
    return box;
  };
  // The runs of text on screen, a line at a time, each as much of the line as what clips it shows
  // (an ellipsis's hidden tail is not on screen): what the two checks below compare.
  const runs: { holder: Element; line: DOMRect; whole: DOMRect }[] = [];
  const texts2 = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = texts2.nextNode(); node && runs.length < 1500; node = texts2.nextNode()) {
    const holder = node.parentElement;
    if (!holder || !(node.textContent ?? '').trim() || holder.closest('script, style, noscript') || !shown(holder)) continue;
    const own = holder.getBoundingClientRect();
    if (own.width <= 1 || own.height <= 1) continue;
    const view = visibleBox(holder);
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const whole of range.getClientRects()) {
      const left = Math.max(whole.left, view.left), right = Math.min(whole.right, view.right);
      const top = Math.max(whole.top, view.top), bottom = Math.min(whole.bottom, view.bottom);
      if (right - left >= 4 && bottom - top >= 4) runs.push({ holder, whole, line: new DOMRect(left, top, right - left, bottom - top) });
    }
  }

  for (const { holder, line, whole } of runs) {
    if (overlapped.length >= 4) break;
    if (onLayer(holder) || getComputedStyle(holder).pointerEvents === 'none' || line.width < 8) continue;
    const y = whole.top + whole.height / 2;
    if (y < line.top || y > line.bottom) continue;
    for (const x of [line.left + 3, line.right - 3]) {
      const top = document.elementFromPoint(x, y);
      if (!top || related(top, holder) || onLayer(top)) continue;
      const over = top.closest(TARGETS);
      if (!over || over.contains(holder) || overlapSeen.has(over) || !draws(top, over)) continue;
      overlapSeen.add(over);
      overlapped.push(`"${nameOf(holder)}" under ${describe(over)} at x ${String(round(x))}, y ${String(round(y))}`);
    }
  }

  // Words drawn over words: two runs of text whose lines cross (by half a line's height and 4 px
  // across) where neither is hidden under something that draws between them, as a pop-up's card
  // hides the page under it. The hit test at the crossing's centre gives the stack of boxes there.
  const collided: string[] = [];
  const hidesBetween = (stack: Element[], upper: number, lower: number, lowerHolder: Element) =>
    stack.slice(upper + 1, lower).some((el) => !el.contains(lowerHolder) && draws(el, el));
  for (const [i, a] of runs.entries()) {
    if (collided.length >= 4) break;
    for (const b of runs.slice(i + 1)) {
      if (related(a.holder, b.holder)) continue;
      const across = Math.min(a.line.right, b.line.right) - Math.max(a.line.left, b.line.left);
      const down = Math.min(a.line.bottom, b.line.bottom) - Math.max(a.line.top, b.line.top);
      if (across < 4 || down < Math.min(a.line.height, b.line.height) / 2) continue;
      const x = Math.max(a.line.left, b.line.left) + across / 2;
      const y = Math.max(a.line.top, b.line.top) + down / 2;
      const stack = document.elementsFromPoint(x, y);
      const ia = stack.indexOf(a.holder), ib = stack.indexOf(b.holder);
      if (ia < 0 || ib < 0) continue;
      const [upper, lower, lowerHolder] = ia < ib ? [ia, ib, b.holder] : [ib, ia, a.holder];
      if (hidesBetween(stack, upper, lower, lowerHolder)) continue;
      collided.push(`"${nameOf(a.holder)}" and "${nameOf(b.holder)}" drawn over each other at x ${String(round(x))}, y ${String(round(y))}`);
      break;
    }
  }

  // A term and its value read as one line when they stand side by side: their first lines share a
  // baseline. A Chinese label's line box is taller than a number's, so rows aligned by their tops
  // (a grid's or flex row's default) put the label a few pixels low. The baseline is read by a
  // zero-size inline-block put before each one's first text, removed at once.
  const offBaseline: string[] = [];
  const baselineOf = (el: Element) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!(node.textContent ?? '').trim() || !node.parentElement || !shown(node.parentElement)) continue;
      const marker = document.createElement('span');
      marker.style.cssText = 'display:inline-block;width:0;height:0;vertical-align:baseline';
      node.parentNode?.insertBefore(marker, node);
      const y = marker.getBoundingClientRect().top;
      marker.remove();
      return y;
    }
    return null;
  };
  for (const term of document.querySelectorAll('dt')) {
    if (offBaseline.length >= 4) break;
    const value = term.nextElementSibling;
    if (value?.tagName !== 'DD' || !shown(term) || !shown(value)) continue;
    const t = term.getBoundingClientRect(), v = value.getBoundingClientRect();
    const sideBySide = v.top < t.bottom && t.top < v.bottom && (v.left >= t.right - 1 || t.left >= v.right - 1);
    if (!sideBySide) continue;
    const [a, b] = [baselineOf(term), baselineOf(value)];
    if (a !== null && b !== null && Math.abs(a - b) > 1.5) {
      offBaseline.push(`${describe(term)} at baseline ${String(round(a))}px, its value ${describe(value)} at ${String(round(b))}px`);
    }
  }

  // A required field (antd's asterisk by its label) with nothing in it and no placeholder: a blank
  // box beside its label says nothing of what goes in it, and at 375 px the invoice details' name
  // looked like no field at all. antd's own measuring copies (aria-hidden) are not fields.
  const blank: string[] = [];
  for (const item of document.body.querySelectorAll('.adm-form-item')) {
    if (!item.querySelector('.adm-form-item-required-asterisk')) continue;
    for (const field of item.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      if (!shown(field) || ['radio', 'checkbox', 'file', 'hidden'].includes(field.type)) continue;
      if (field.value === '' && field.placeholder.trim() === '') blank.push(`${describe(field)} under "${nameOf(item.querySelector('.adm-form-item-label') ?? item)}"`);
    }
  }

  return { overflow, fixedOffScreen, covered, tapTarget, rawText, keyboard, spilled, cut, broken, overlapped, collided, ellipsized, offBaseline, blank };
}
