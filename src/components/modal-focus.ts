/**
 * Keyboard and screen-reader users stay in an open sheet or dialog. antd-mobile's overlays (Popup,
 * CenterPopup, Dialog, ActionSheet, the pickers, ImageViewer) are portaled to the end of <body> and
 * leave focus where it was: Tab walked through the whole page behind the mask before it reached a
 * sheet, a dialog's buttons were followed by the page again, and a screen reader read the page
 * behind as if nothing covered it. While an overlay is open, everything else in <body> is `inert`
 * (what a native modal <dialog> does), focus moves into the overlay, Escape answers a dialog with
 * its first button (Cancel, or an alert's OK) and closes a sheet as a tap outside it would, and when
 * it closes focus goes back to the control that opened it.
 *
 * One watcher for every overlay, rather than a wrapper round each of them, because antd also opens
 * them imperatively (the dialogs of components/dialogs.ts). It watches <body>'s own children and
 * the overlays' style changes only, never the app's tree, so a render costs it nothing: an overlay
 * is managed when it is portaled to <body>, as antd's Popup and dialogs are; a CenterPopup or an
 * ImageViewer is given `getContainer={toBody}` (and a viewer `mask={{ onClick: close }}`, so that
 * Escape closes it: antd closes it only on a tap on its picture).
 */

export const toBody = (): HTMLElement => document.body;

/** antd's masks, but not a toast's: a toast is not modal and takes no focus. */
const MASK = '.adm-mask:not(.adm-toast-mask)';
/** Where in an overlay focus goes when it opens, first found first: its dialog, else its body (made focusable). */
const LANDING = ['[role="dialog"]', '.adm-popup-body', '.adm-center-popup-body', '.adm-mask-content'];
/** What names a sheet antd draws without a dialog: a picker's title, an action sheet's heading. */
const SHEET_TITLE = '.adm-picker-header-title, .adm-action-sheet-extra, h1, h2, h3';
let titles = 0;
/** Marks the elements this module made inert, so it only ever undoes its own. */
const MADE_INERT = 'data-modal-inert';
/** Marks the overlay part this module made focusable to land on (global.css takes its ring off). */
const MODAL_LANDING = 'data-modal-landing';

/**
 * What antd leaves out of some overlays. A sheet it draws without a dialog of its own (a picker, an
 * action sheet) becomes one, named by its title: a screen reader said nothing of what had opened,
 * and axe found its content outside any landmark. Buttons it draws as `<a>` without an href
 * (ActionSheet's actions and cancel, a picker's Close and Confirm) had no Tab stop, and Enter or
 * Space did nothing, so the QA recorder's menu could not be used from a keyboard: they become Tab
 * stops named as buttons (antd calls an action sheet's actions "option" outside any listbox); the
 * keys are in onKey below.
 */
function makeOperable(layer: HTMLElement): void {
  const body = layer.querySelector<HTMLElement>('.adm-popup-body');
  if (body && !layer.querySelector('[role="dialog"]')) {
    body.setAttribute('role', 'dialog');
    body.setAttribute('aria-modal', 'true');
    const title = body.querySelector<HTMLElement>(SHEET_TITLE);
    if (title) {
      title.id ||= `modal-title-${String((titles += 1))}`;
      body.setAttribute('aria-labelledby', title.id);
    }
  }
  for (const anchor of layer.querySelectorAll<HTMLElement>('a:not([href])')) {
    if (!anchor.hasAttribute('tabindex')) anchor.tabIndex = anchor.getAttribute('aria-disabled') === 'true' ? -1 : 0;
    if (anchor.getAttribute('role') !== 'button') anchor.setAttribute('role', 'button');
  }
  for (const wrapper of layer.querySelectorAll('[role="option"]')) {
    if (wrapper.closest('[role="listbox"]')) continue;
    // The cancel's wrapper: its anchor is the button, named by its text.
    wrapper.setAttribute('role', 'none');
    wrapper.removeAttribute('aria-label');
  }
}

function shown(el: Element, layer: Element): boolean {
  for (let node: Element | null = el; node && node !== layer.parentElement; node = node.parentElement) {
    if (node instanceof HTMLElement && node.style.display === 'none') return false;
  }
  return true;
}

/** <body>'s children holding an open overlay, in stacking (document) order. */
function openLayers(body: HTMLElement, root: Element | null): HTMLElement[] {
  return [...body.children].filter(
    (child): child is HTMLElement =>
      child !== root && child instanceof HTMLElement && [child, ...child.querySelectorAll(MASK)].some((mask) => mask.matches(MASK) && shown(mask, child)),
  );
}

function land(layer: HTMLElement): void {
  const target = LANDING.flatMap((selector) => [...layer.querySelectorAll<HTMLElement>(selector)]).find((el) => shown(el, layer));
  if (!target) return;
  // antd hides its mask from screen readers, right for a backdrop; but ImageViewer draws the picture
  // and its buttons inside the mask, so they were hidden too (and, the page being inert, all was).
  if (target.matches('.adm-mask-content') && target.childElementCount > 0) target.closest('.adm-mask')?.removeAttribute('aria-hidden');
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.setAttribute(MODAL_LANDING, '');
  }
  target.focus({ preventScroll: true });
}

function isDisabled(el: HTMLElement): boolean {
  return (el instanceof HTMLButtonElement && el.disabled) || el.getAttribute('aria-disabled') === 'true';
}

/** How long a closed overlay's opener is waited for to be enabled again before focus is left where it is. */
const ENABLE_WAIT_MS = 3000;
let stopWaiting: () => void = () => undefined;

/** Runs `then` now if `el` is enabled, else once it is (within ENABLE_WAIT_MS); one wait at a time. */
function waitUntilEnabled(el: HTMLElement, then: () => void): void {
  stopWaiting();
  if (!isDisabled(el)) {
    then();
    return;
  }
  const watcher = new MutationObserver(() => {
    if (isDisabled(el)) return;
    stopWaiting();
    then();
  });
  const timer = setTimeout(() => stopWaiting(), ENABLE_WAIT_MS);
  watcher.observe(el, { attributes: true, attributeFilter: ['disabled', 'aria-disabled'] });
  stopWaiting = () => {
    watcher.disconnect();
    clearTimeout(timer);
    stopWaiting = () => undefined;
  };
}

export function watchModalFocus(doc: Document, rootId = 'root'): () => void {
  const body = doc.body;
  const root = doc.getElementById(rootId);
  // The control each open overlay was opened from, to give focus back to when it closes.
  const openers = new Map<HTMLElement, HTMLElement | null>();
  let top: HTMLElement | null = null;
  // The last control focused outside an overlay: the opener when focus had already left it (antd's
  // button disables itself while its click's promise runs, a dialog's answer, and so drops focus).
  let lastOutside: HTMLElement | null = null;
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement && !top?.contains(event.target)) lastOutside = event.target;
  };

  // Inert: every other child of <body> while an overlay is open; none once all are closed.
  const makeInert = (open: HTMLElement | null) => {
    for (const child of body.children) {
      const wanted = open !== null && child !== open && child.tagName !== 'SCRIPT';
      const ours = child.hasAttribute(MADE_INERT);
      if (wanted && !ours && !child.hasAttribute('inert')) {
        child.setAttribute('inert', '');
        child.setAttribute(MADE_INERT, '');
      } else if (!wanted && ours) {
        child.removeAttribute('inert');
        child.removeAttribute(MADE_INERT);
      }
    }
  };

  const update = () => {
    const layers = openLayers(body, root);
    const next = layers.at(-1) ?? null;
    // Read before anything turns inert: the browser moves focus out of an inert tree.
    const active = doc.activeElement instanceof HTMLElement && doc.activeElement !== body ? doc.activeElement : null;
    const closed = top;
    top = next;
    const closedOpener = closed ? (openers.get(closed) ?? null) : null;
    for (const layer of openers.keys()) if (!layers.includes(layer)) openers.delete(layer);
    const opened = next !== null && !openers.has(next);
    if (opened) openers.set(next, active && !next.contains(active) ? active : lastOutside);
    makeInert(next);
    if (next) makeOperable(next);
    if (opened) {
      if (!next.contains(doc.activeElement)) land(next);
    } else if (closed && closed !== next && !layers.includes(closed)) {
      const lost = () => doc.activeElement === null || doc.activeElement === body || closed.contains(doc.activeElement);
      if (!lost()) return;
      // A frame later, and if the opener is still disabled by the click that opened the overlay
      // (antd's button, while the dialog's answer is awaited), once it is enabled again: the page
      // re-renders it after the answer, which on a loaded phone can come frames after the close.
      requestAnimationFrame(() => {
        if (!lost()) return;
        if (closedOpener?.isConnected && !closedOpener.closest('[inert]')) {
          waitUntilEnabled(closedOpener, () => {
            if (lost()) closedOpener.focus({ preventScroll: true });
          });
        } else if (top) land(top);
      });
    }
  };

  const styles = new MutationObserver(update);
  const watchLayers = () => {
    styles.disconnect();
    for (const child of body.children) {
      if (child !== root) styles.observe(child, { attributes: true, attributeFilter: ['style'], subtree: true, childList: true });
    }
  };
  const children = new MutationObserver(() => {
    watchLayers();
    update();
  });
  children.observe(body, { childList: true });
  watchLayers();
  update();

  const onKey = (event: KeyboardEvent) => {
    const layer = top;
    // Not while an input method composes (Escape cancels the composition there).
    if (!layer || event.defaultPrevented || event.isComposing) return;
    const target = event.target instanceof HTMLElement ? event.target : null;
    if ((event.key === 'Enter' || event.key === ' ') && target?.matches('a:not([href])[role="button"]') && layer.contains(target)) {
      event.preventDefault();
      if (target.getAttribute('aria-disabled') !== 'true') target.click();
      return;
    }
    if (event.key !== 'Escape') return;
    // A dialog's first button (Cancel, or the OK of an alert); anything else closes as a tap outside it does.
    const answer = layer.querySelector<HTMLElement>('.adm-dialog-footer .adm-dialog-button');
    const mask = [...layer.querySelectorAll<HTMLElement>('.adm-mask-aria-button')].filter((el) => shown(el, layer)).at(-1);
    const close = answer ?? mask;
    if (!close) return;
    event.preventDefault();
    close.click();
  };
  doc.addEventListener('keydown', onKey);
  doc.addEventListener('focusin', onFocus);

  return () => {
    stopWaiting();
    children.disconnect();
    styles.disconnect();
    doc.removeEventListener('keydown', onKey);
    doc.removeEventListener('focusin', onFocus);
    for (const el of doc.querySelectorAll(`[${MADE_INERT}]`)) {
      el.removeAttribute('inert');
      el.removeAttribute(MADE_INERT);
    }
  };
}
