import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { server } from '@mocks/node';

/** On the login page after a session ended: the demo's handlers back as they were, and the buyer logs in with the password tab. */
export async function logInAgain(user: UserEvent): Promise<void> {
  server.resetHandlers();
  await user.click(await screen.findByRole('tab', { name: 'Password' }));
  await user.type(screen.getByLabelText('Username, email or mobile'), 'demo');
  await user.type(screen.getByLabelText('Password'), 'demo1234');
  await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}
