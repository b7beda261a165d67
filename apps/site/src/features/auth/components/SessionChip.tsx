import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Avatar } from '../../../shared/components/Avatar';
import { useToast } from '../../../shared/components/Toast';
import { Glyph } from '../../../shared/icons/IconTile';
import { addCollection } from '../../../shared/icons/icons';
import type { SessionUser } from '../../../shared/api/types';
import { authKeys, logout } from '../api';
import userAreaIcons from './user-area.icons.json?subset';

addCollection(userAreaIcons);

/**
 * The signed-in player's corner of the top bar: their chip (a link to their profile) and the
 * sign-out button. A chunk of its own, asked for by `UserArea` right after the first render.
 */
export function SessionChip({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['auth', 'common']);
  const queryClient = useQueryClient();
  const toast = useToast();
  // Whether the call worked or not, the session is read again: the server has the last word.
  const signOut = useMutation({
    mutationFn: logout,
    onError: () => toast(t('signOutFailed'), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.session }),
  });
  return (
    <div className="user-area">
      <Link
        className="user-chip"
        to={`/players/${encodeURIComponent(user.id)}`}
        title={t('common:nav.yourProfile')}
        data-testid="session-user"
      >
        <Avatar steamId={user.id} name={user.displayName} url={user.photos?.[0]?.value} size={30} />
        <span className="user-chip__name">{user.displayName}</span>
        {user.isAdmin ? <span className="tag tag--admin">{t('admin')}</span> : null}
      </Link>
      <button
        type="button"
        className="button button--ghost button--icon"
        onClick={() => signOut.mutate()}
        aria-label={t('signOut')}
        title={t('signOut')}
        data-testid="sign-out"
      >
        <Glyph name="game-icons:exit-door" size={18} />
      </button>
    </div>
  );
}
