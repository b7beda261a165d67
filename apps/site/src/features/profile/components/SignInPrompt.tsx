import { Panel } from '../../../shared/components/States';
import { SignInLink } from '../../store';
import { useProgressT } from '../progress-texts';

/** What visitors see on the progression pages: why to sign in, and the sign-in link. */
export function SignInPrompt({ testId }: { testId?: string }) {
  const t = useProgressT();
  return (
    <Panel title={t('progress.signInTitle')}>
      <p className="muted">{t('progress.signInText')}</p>
      <SignInLink testId={testId}>{t('progress.signIn')}</SignInLink>
    </Panel>
  );
}
