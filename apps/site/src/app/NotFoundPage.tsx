import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '../components/States';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** Rendered at /404 and, in place (the address stays as typed), for every unknown path. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="page" data-testid="not-found">
      <NotFoundPanel title={t('notFound.title')} text={t('notFound.text')} />
    </div>
  );
}
