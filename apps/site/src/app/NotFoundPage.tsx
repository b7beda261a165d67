import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '../shared/components/States';
import { useDocumentTitle } from '../shared/hooks/useDocumentTitle';

/** Rendered at /404, where every unknown path is sent (`routes.tsx`). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="page" data-testid="not-found">
      <NotFoundPanel title={t('notFound.title')} text={t('notFound.text')} />
    </div>
  );
}
