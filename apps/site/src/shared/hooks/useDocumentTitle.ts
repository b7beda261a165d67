import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets document.title to "<page> · <site name>" in the current language. */
export function useDocumentTitle(page: string | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = page ? t('app.documentTitle', { page }) : t('app.name');
  }, [page, t]);
}
