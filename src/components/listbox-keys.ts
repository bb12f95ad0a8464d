/**
 * antd-mobile's Selector (the chips of a top-up's amounts, a refund's type and reason, a return's
 * carrier, the catalogue's labels) draws its options as `<div role="option">` with a click handler
 * and nothing else: none was a Tab stop and no key chose one, so a refund could not be asked for
 * from a keyboard. This gives its listbox the keys of a WAI-ARIA APG listbox: one Tab stop (the
 * chosen option, else the first), the arrow keys, Home and End move among the options, Space or
 * Enter chooses the one focused (a click, antd's own handler). Disabled options are skipped and
 * say so.
 */

import { keyStep, type KeySteps } from './key-steps';

const OPTION = '[role="option"]';
const DISABLED = 'adm-selector-item-disabled';

function optionsOf(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(OPTION)];
}

const usable = (option: HTMLElement) => !option.classList.contains(DISABLED);

/** A listbox's chips run in rows: either arrow of a pair moves back or forward. */
const STEPS: KeySteps = { back: ['ArrowLeft', 'ArrowUp'], forward: ['ArrowRight', 'ArrowDown'] };

/** Keyboard for every listbox of options inside `root`; returns the undo. */
export function enableListboxKeys(root: HTMLElement): () => void {
  // One option of the listbox takes Tab: the one focused last, else the chosen one, else the first.
  let lastFocused: HTMLElement | null = null;
  const rove = () => {
    const options = optionsOf(root);
    const enabled = options.filter(usable);
    const stop =
      (lastFocused && enabled.includes(lastFocused) ? lastFocused : null) ??
      enabled.find((option) => option.getAttribute('aria-selected') === 'true') ??
      enabled[0];
    for (const option of options) {
      const tabIndex = option === stop ? '0' : '-1';
      if (option.getAttribute('tabindex') !== tabIndex) option.setAttribute('tabindex', tabIndex);
      const disabled = usable(option) ? null : 'true';
      if (option.getAttribute('aria-disabled') !== disabled) {
        if (disabled) option.setAttribute('aria-disabled', disabled);
        else option.removeAttribute('aria-disabled');
      }
    }
  };

  const onKey = (event: KeyboardEvent) => {
    const option = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>(OPTION) : null;
    if (!option || !root.contains(option) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (usable(option)) option.click();
      return;
    }
    const enabled = optionsOf(root).filter(usable);
    const next = keyStep(event.key, enabled.indexOf(option), enabled.length, STEPS);
    if (next === null) return;
    event.preventDefault();
    enabled[next]?.focus();
  };
  const onFocus = (event: FocusEvent) => {
    const option = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>(OPTION) : null;
    if (!option) return;
    lastFocused = option;
    rove();
  };

  rove();
  // Options come with the server's answer (labels, carriers) and change with the choice.
  const observer = new MutationObserver(rove);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-selected', 'class'] });
  root.addEventListener('keydown', onKey);
  root.addEventListener('focusin', onFocus);
  return () => {
    observer.disconnect();
    root.removeEventListener('keydown', onKey);
    root.removeEventListener('focusin', onFocus);
  };
}
