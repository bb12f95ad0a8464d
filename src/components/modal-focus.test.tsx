import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import { afterEach, describe, expect, it } from 'vitest';
import { watchModalFocus } from './modal-focus';

// The unit tests share their worker's DOM: each takes away what it added.
const added: Element[] = [];

/** The DOM antd leaves: the app's root, and a sheet portaled to <body> (mask, then body). */
function page() {
  const app = document.createElement('div');
  app.innerHTML = '<button id="opener">Options</button><button id="behind">Buy now</button>';
  document.body.append(app);
  added.push(app);
  const sheet = document.createElement('div');
  sheet.className = 'adm-popup';
  sheet.innerHTML =
    '<div class="adm-mask"><div class="adm-mask-aria-button" role="button"></div></div>' +
    '<div class="adm-popup-body"><button id="inside">Add to cart</button></div>';
  // A tap outside (antd's mask button) closes it, as a sheet's onMaskClick does.
  sheet.querySelector('.adm-mask-aria-button')?.addEventListener('click', () => {
    sheet.style.display = 'none';
  });
  added.push(sheet);
  return { root: app, opener: document.getElementById('opener') as HTMLElement, sheet };
}

const settled = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  for (const el of added.splice(0)) el.remove();
});

describe('focus in an open sheet', () => {
  it('makes the page inert, lands in the sheet, closes on Escape and gives focus back', async () => {
    const { root, opener, sheet } = page();
    stop = watchModalFocus(document);
    opener.focus();
    document.body.append(sheet);
    await settled();
    expect(root).toHaveAttribute('inert');
    expect(sheet).not.toHaveAttribute('inert');
    expect(sheet.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toHaveClass('adm-popup-body');

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await settled();
    expect(sheet.style.display).toBe('none');
    expect(root).not.toHaveAttribute('inert');
    expect(document.activeElement).toBe(opener);
  });

  it('answers a dialog with its first button on Escape, gives focus back to the button that lost it, and leaves alone what was inert before', async () => {
    const { root, opener } = page();
    const held = document.createElement('aside');
    held.setAttribute('inert', '');
    document.body.append(held);
    added.push(held);
    stop = watchModalFocus(document);
    opener.focus();
    // antd's button disables itself while its click's promise (the dialog's answer) runs: focus drops.
    opener.blur();
    const dialog = document.createElement('div');
    dialog.innerHTML =
      '<div class="adm-center-popup"><div class="adm-mask"><div class="adm-mask-aria-button" role="button"></div></div>' +
      '<div role="dialog" aria-label="Log out?"><div class="adm-dialog-footer"><button class="adm-dialog-button">Cancel</button><button class="adm-dialog-button">Log out</button></div></div></div>';
    const answers: string[] = [];
    for (const button of dialog.querySelectorAll('button')) button.addEventListener('click', () => answers.push(button.textContent));
    document.body.append(dialog);
    added.push(dialog);
    await settled();
    expect(document.activeElement).toHaveAttribute('role', 'dialog');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(answers).toEqual(['Cancel']);
    dialog.remove();
    await settled();
    expect(root).not.toHaveAttribute('inert');
    expect(held).toHaveAttribute('inert');
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus back to an opener that is enabled again only frames after the dialog closed', async () => {
    const { opener } = page();
    stop = watchModalFocus(document);
    opener.focus();
    // As antd's button does while its click's promise (the dialog's answer) runs.
    (opener as HTMLButtonElement).disabled = true;
    const dialog = document.createElement('div');
    dialog.innerHTML =
      '<div class="adm-center-popup"><div class="adm-mask"><div class="adm-mask-aria-button" role="button"></div></div>' +
      '<div role="dialog" aria-label="Log out?"><div class="adm-dialog-footer"><button class="adm-dialog-button">Cancel</button></div></div></div>';
    document.body.append(dialog);
    added.push(dialog);
    await settled();
    expect(document.activeElement).toHaveAttribute('role', 'dialog');
    dialog.remove();
    // The page re-renders the button after the answer, a few frames on under load.
    await settled();
    await settled();
    expect(document.activeElement).toBe(document.body);
    (opener as HTMLButtonElement).disabled = false;
    await settled();
    expect(document.activeElement).toBe(opener);
  });
});

describe("antd's anchor buttons in an open overlay", () => {
  it("makes an action sheet a dialog named by its heading, and its actions and cancel Tab stops named as buttons, which Enter and Space press", async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    stop = watchModalFocus(document);
    const { unmount } = render(
      <ActionSheet
        visible
        extra="QA recorder"
        actions={[
          { key: 'export', text: 'Export recording' },
          { key: 'stop', text: 'Stop recording' },
        ]}
        cancelText="Cancel"
        onAction={(action) => chosen.push(String(action.key))}
        onClose={() => chosen.push('closed')}
      />,
    );
    const exportButton = await screen.findByRole('button', { name: 'Export recording' });
    await settled();
    expect(exportButton).toHaveAttribute('tabindex', '0');
    expect(screen.queryAllByRole('option')).toEqual([]);
    // The sheet is a dialog named by its heading, and focus is on it.
    expect(screen.getByRole('dialog', { name: 'QA recorder' })).toHaveFocus();
    await user.tab();
    expect(exportButton).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Stop recording' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chosen).toEqual(['export', 'stop', 'closed']);
    unmount();
  });
});
