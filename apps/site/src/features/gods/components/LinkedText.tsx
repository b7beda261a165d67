import { Link } from 'wouter';
import { linkParts } from '../linked-text';

/**
 * A sentence whose `<link>...</link>` part links to `to` (the whole sentence as text if unmarked).
 * The link is underlined: within a sentence, colour alone must not tell it from the text (WCAG 1.4.1).
 */
export function LinkedText({ text, to, testId }: { text: string; to: string; testId?: string }) {
  const parts = linkParts(text);
  if (!parts) return <>{text}</>;
  return (
    <>
      {parts.before}
      <Link className="text-link" to={to} data-testid={testId}>
        {parts.link}
      </Link>
      {parts.after}
    </>
  );
}
