/**
 * antd-mobile's wheel pickers (DatePicker, Picker) are made for touch. On a desktop keyboard or a
 * screen reader they could not be used: Cancel and Confirm are `<a role="button">` without an href
 * (never a Tab stop, Enter does nothing), the wheels are `aria-hidden`, and the helpers antd gives
 * screen readers are not focusable and speak their Chinese text in every language ("选择上一项：1990").
 *
 * `enableWheelKeys` turns each wheel of an open picker into a spin button (WAI-ARIA APG): a Tab stop
 * named in the shopper's language ("Month"), whose value is the option shown ("mai"), turned by the
 * arrow keys, Page Up / Page Down (ten at a time) and Home / End; Enter confirms the date shown.
 * antd's Chinese helpers are hidden. (The header's Close and Confirm are made Tab stops by the
 * overlay watcher, components/modal-focus.ts, as every href-less antd button in an overlay is.)
 * A wheel turns the way a tap on one of its options turns it (antd's own handler), so the picker's
 * value and its limits (no 31 February, no birthday after today) hold as for touch.
 *
 * It reads antd's class names (`.adm-picker-…`); a test opens a real picker, so an antd upgrade
 * that renames them fails there rather than silently.
 */

import { keyStep, type KeySteps } from './key-steps';

const COLUMN = '.adm-picker-view-column';
const ITEM = '.adm-picker-view-column-item';
const ANTD_HELPERS = '.adm-picker-view-column-accessible';
/** Up and Down turn a wheel; Page Up and Page Down pass a decade of years, most of a month's days. */
const STEPS: KeySteps = { back: ['ArrowUp'], forward: ['ArrowDown'], page: 10 };
/**
 * How long a turn is given to show before it is checked. antd hands a wheel's choice to the picker
 * a task later, and a second tap in between can be undone by the first one's echo: keys pressed
 * quickly are gathered into where the wheel should end, and a turn is made once the last one shows.
 */
const SETTLE_MS = 50;
/** Turns tried before giving up on one the picker refuses (none does today: antd clamps its own). */
const TRIES = 5;

function selectedIndex(items: HTMLElement[]): number {
  return items.findIndex((item) => item.dataset.selected === 'true');
}

function itemsOf(column: Element): HTMLElement[] {
  return [...column.querySelectorAll<HTMLElement>(ITEM)];
}

/**
 * Makes the open picker `picker` (antd's `.adm-picker`, or an element holding it) usable by keyboard
 * and screen reader; `columnNames` names its wheels in order. Returns the undo, for when it closes.
 */
export function enableWheelKeys(
  picker: HTMLElement,
  columnNames: readonly string[],
  /**
   * What Enter does with the options the wheels show (their indexes), once they show where the keys
   * sent them. antd's Confirm takes the picker's own value, which trails the wheels by a task or
   * more (a slow phone, a busy test machine: Enter right after a turn confirmed the day before it);
   * the shown options are what the shopper chose.
   */
  onEnter: (shown: number[]) => void,
): () => void {
  // Attributes antd re-renders over (its helpers come back when a wheel's options change) are set
  // again after each of its renders.
  const mark = () => {
    for (const helpers of picker.querySelectorAll(ANTD_HELPERS)) helpers.setAttribute('aria-hidden', 'true');
    picker.querySelectorAll<HTMLElement>(COLUMN).forEach((column, index) => {
      const items = itemsOf(column);
      const at = selectedIndex(items);
      const set = (name: string, value: string | null) => {
        if (value === null) column.removeAttribute(name);
        else if (column.getAttribute(name) !== value) column.setAttribute(name, value);
      };
      set('role', 'spinbutton');
      set('tabindex', '0');
      set('aria-label', columnNames[index] ?? null);
      set('aria-valuemin', '1');
      set('aria-valuemax', String(items.length));
      set('aria-valuenow', at < 0 ? null : String(at + 1));
      set('aria-valuetext', at < 0 ? null : (items[at]?.textContent ?? ''));
    });
  };

  // Where each wheel turned by key should end, until it shows there.
  const wanted = new Map<HTMLElement, { index: number; tries: number; seen: number }>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Enter was pressed: confirm once every wheel shows where it should and the picker has it.
  let confirming = false;
  const turn = () => {
    timer = undefined;
    for (const [column, want] of wanted) {
      const items = itemsOf(column);
      const index = Math.min(Math.max(want.index, 0), items.length - 1);
      // Shown there twice in a row: an earlier turn's echo can still undo one seen once.
      if (selectedIndex(items) === index) want.seen += 1;
      else want.seen = 0;
      if (!column.isConnected || want.seen >= 2 || want.tries >= TRIES) {
        wanted.delete(column);
        continue;
      }
      if (want.seen > 0) continue;
      want.tries += 1;
      // The way a tap on that option turns the wheel (antd's own handler).
      items[index]?.click();
    }
    if (wanted.size > 0) timer = setTimeout(turn, SETTLE_MS);
    else if (confirming) {
      confirming = false;
      onEnter([...picker.querySelectorAll(COLUMN)].map((column) => selectedIndex(itemsOf(column))));
    }
  };

  const onKey = (event: KeyboardEvent) => {
    if (!(event.target instanceof HTMLElement) || event.isComposing) return;
    const column = event.target.closest<HTMLElement>(COLUMN);
    if (!column || !picker.contains(column)) return;
    if (event.key === 'Enter') {
      // Enter confirms, as it submits a form, once the wheels show where the keys sent them.
      event.preventDefault();
      confirming = true;
      timer ??= setTimeout(turn, SETTLE_MS);
      return;
    }
    const items = itemsOf(column);
    const next = keyStep(event.key, wanted.get(column)?.index ?? selectedIndex(items), items.length, STEPS);
    if (next === null) return;
    event.preventDefault();
    wanted.set(column, { index: next, tries: 0, seen: 0 });
    if (timer === undefined) turn();
  };

  mark();
  const observer = new MutationObserver(mark);
  observer.observe(picker, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-selected'] });
  picker.addEventListener('keydown', onKey);
  return () => {
    clearTimeout(timer);
    observer.disconnect();
    picker.removeEventListener('keydown', onKey);
  };
}
