/**
 * @jest-environment jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession, sessionUser } from '../../../shared/api/testing';
import { renderUi } from '../../../shared/testing';
import { SignInDialog } from './SignInDialog';

// jsdom has no modal dialogs: open and close just set the attribute
Object.assign(HTMLDialogElement.prototype, {
  showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  },
  close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  },
});

describe('the dev sign-in dialog', () => {
  test('offers the four roles and signs in with the one picked', async () => {
    const calls = fakeSession(null, { '/api/auth/dev': { success: true, user: sessionUser('ADMIN') } });
    renderUi(<SignInDialog open onClose={() => {}} />);
    const role = await screen.findByTestId('dev-role');
    expect([...(role as HTMLSelectElement).options].map((o) => [o.value, o.textContent])).toEqual([
      ['PLAYER', 'Player'],
      ['STATS_GUY', 'Stats reader (STATS_GUY)'],
      ['SUPPORT', 'Support (SUPPORT)'],
      ['ADMIN', 'Admin (ADMIN)'],
    ]);
    const user = userEvent.setup();
    await user.selectOptions(role, 'ADMIN');
    await user.click(screen.getByTestId('dev-sign-in-submit'));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/auth/dev'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/api/auth/dev'))?.body).toEqual({
      steam_id: '76561197960956468',
      display_name: 'SUNSfan',
      role: 'ADMIN',
    });
  });
});
