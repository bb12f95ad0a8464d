import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { dialogUser } from './page-kit';

/** Picks an option in one of the address form's option sheets and waits for the field to show it. */
export async function chooseOption(user: UserEvent, field: RegExp, option: RegExp): Promise<void> {
  await user.click(screen.getByRole('button', { name: field }));
  const sheet = (await screen.findAllByRole('dialog', { name: /^Choose a/ })).at(-1);
  if (!sheet) throw new Error('no option sheet');
  const picked = within(sheet).getByRole('button', { name: option });
  const label = picked.firstChild?.textContent ?? '';
  await dialogUser.click(picked);
  await waitFor(() => expect(screen.getByRole('button', { name: field })).toHaveTextContent(label));
}

/** A valid French address typed into the address form (Marie Dupont, Paris). */
export async function fillFrenchAddress(user: UserEvent): Promise<void> {
  await user.type(screen.getByLabelText(/^Recipient/), 'Marie Dupont');
  await chooseOption(user, /^Country or region/, /^France/);
  await user.type(screen.getByLabelText(/^Mobile number/), '06 12 34 56 78');
  await user.type(screen.getByLabelText(/^City/), 'Paris');
  await user.type(screen.getByLabelText(/^Street address/), '5 avenue Montaigne');
  await user.type(screen.getByLabelText(/^Postcode/), '75008');
}
