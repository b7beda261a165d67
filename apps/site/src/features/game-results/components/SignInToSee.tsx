import { Panel } from '../../../shared/components/States';
import { SignInLink } from '../../store';
import { useStatsT } from '../texts';

/** What visitors see on `/profile/games` and `/profile/stats`: why to sign in, and the sign-in link. */
export function SignInToSee({ testId }: { testId: string }) {
  const t = useStatsT();
  return (
    <Panel title={t('myStats.signInTitle')}>
      <p className="muted">{t('myStats.signInText')}</p>
      <SignInLink testId={testId}>{t('myStats.signIn')}</SignInLink>
    </Panel>
  );
}
