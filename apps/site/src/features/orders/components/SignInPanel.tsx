import { Panel } from '../../../shared/components/States';
import { SignInLink } from '../../store';

/** What a visitor sees on a payment page: why to sign in, and the sign-in link (texts given translated). */
export function SignInPanel({ title, text, link, testId }: { title: string; text: string; link: string; testId: string }) {
  return (
    <Panel title={title}>
      <p className="muted">{text}</p>
      <SignInLink testId={testId}>{link}</SignInLink>
    </Panel>
  );
}
