import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/components/States';
import { SignInLink } from '../../store';

/** What visitors see on `/profile/games` and `/profile/stats`: why to sign in, and the sign-in link. */
export function SignInToSee({ testId }: { testId: string }) {
  const { t } = useTranslation('game-results');
  return (
    <Panel title={t('myStats.signInTitle')}>
      <p className="muted">{t('myStats.signInText')}</p>
      <SignInLink testId={testId}>{t('myStats.signIn')}</SignInLink>
    </Panel>
  );
}
