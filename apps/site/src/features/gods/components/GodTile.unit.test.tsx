/**
 * @jest-environment jsdom
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../../shared/testing';
import type { PlayerGod } from '../filters';
import { GodTile } from './GodTile';

function god(fields: Partial<PlayerGod> = {}): PlayerGod {
  return {
    god_name: 'pudge',
    free: true,
    plus_exclusive: false,
    god_enabled: true,
    owned: true,
    banned: false,
    gold: false,
    progress: 10,
    amount_required: 100,
    has_plus: false,
    reasons: ['free'],
    ...fields,
  };
}

function renderTile(entry: PlayerGod, onBan = jest.fn(), state: { banPending?: boolean; banFailed?: boolean } = {}) {
  renderUi(
    <ul>
      <GodTile
        god={entry}
        catalogGod={undefined}
        name="Pudge"
        hasPlus={false}
        onBan={onBan}
        banPending={state.banPending ?? false}
        banFailed={state.banFailed ?? false}
      />
    </ul>,
  );
  return onBan;
}

describe('a god tile: Ban, Banned and Unban', () => {
  test('an owned god not banned offers Ban, and a click asks to ban it', async () => {
    const onBan = renderTile(god());
    expect(screen.queryByTestId('god-banned')).toBeNull();
    const button = screen.getByRole('button', { name: 'Ban Pudge from your pool' });
    expect(button).toHaveTextContent('Ban');
    await userEvent.click(button);
    expect(onBan).toHaveBeenCalledWith(true);
  });

  test('a banned god shows Banned and offers Unban, even when no longer owned', async () => {
    const onBan = renderTile(god({ banned: true, owned: false, reasons: [] }));
    expect(screen.getByTestId('god-banned')).toHaveTextContent('Banned');
    expect(screen.getByTestId('god-card-pudge')).toHaveAttribute('data-banned', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Unban Pudge' }));
    expect(onBan).toHaveBeenCalledWith(false);
  });

  test('a god not owned cannot be banned', () => {
    renderTile(god({ owned: false, reasons: [], free: false }));
    expect(screen.queryByTestId('god-ban')).toBeNull();
  });

  test('while a ban is sent the button waits, and a failure is shown', () => {
    renderTile(god(), jest.fn(), { banPending: true, banFailed: true });
    expect(screen.getByTestId('god-ban')).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('The ban could not be changed');
  });

  test('a god an admin disabled for everyone says so; an enabled one does not', () => {
    renderTile(god({ god_enabled: false }));
    expect(screen.getByTestId('god-disabled')).toHaveTextContent('Disabled for everyone');
    expect(screen.getByTestId('god-card-pudge')).toHaveAttribute('data-enabled', 'false');
  });

  test('an enabled god shows no disabled mark', () => {
    renderTile(god());
    expect(screen.queryByTestId('god-disabled')).toBeNull();
  });
});
