import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/components/States';
import { SignInLink } from '../../store';

/**
 * What visitors see on the progression pages: why to sign in, and the sign-in link. Another
 * page may give its own `title` and `text` (translated); the link's text stays.
 */
export function SignInPrompt({ testId, title, text }: { testId?: string; title?: string; text?: string }) {
  const { t } = useTranslation('profile');
  return (
    <Panel title={title ?? t('progress.signInTitle')}>
      <p className="muted">{text ?? t('progress.signInText')}</p>
      <SignInLink testId={testId}>{t('progress.signIn')}</SignInLink>
    </Panel>
  );
}
