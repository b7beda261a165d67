import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAddress } from '../router';
import './Pagination.css';

/** Previous / next links that keep the page in the address (?page=N), so back works. */
export function Pagination({ page, perPage, total }: { page: number; perPage: number; total: number }) {
  const { t } = useTranslation();
  const location = useAddress();
  const pages = Math.max(1, Math.ceil(total / Math.max(1, perPage)));
  if (pages <= 1) return null;
  const hrefFor = (p: number) => {
    const params = new URLSearchParams(location.search);
    if (p <= 1) params.delete('page');
    else params.set('page', String(p));
    const q = params.toString();
    return `${location.pathname}${q ? `?${q}` : ''}`;
  };
  return (
    <nav className="pagination" aria-label={t('common.pagination')}>
      {page > 1 ? (
        <Link className="button button--ghost" to={hrefFor(page - 1)} rel="prev">
          {t('common.previous')}
        </Link>
      ) : (
        <span className="button button--ghost is-disabled" aria-disabled="true">
          {t('common.previous')}
        </span>
      )}
      <span className="pagination__status">{t('common.pageOf', { page, pages })}</span>
      {page < pages ? (
        <Link className="button button--ghost" to={hrefFor(page + 1)} rel="next">
          {t('common.next')}
        </Link>
      ) : (
        <span className="button button--ghost is-disabled" aria-disabled="true">
          {t('common.next')}
        </span>
      )}
    </nav>
  );
}

/** The page number in the address (`?page=N`); 1 when absent or not a positive integer. */
export function usePageParam(): number {
  const location = useAddress();
  const raw = Number(new URLSearchParams(location.search).get('page'));
  return Number.isInteger(raw) && raw > 0 ? raw : 1;
}
