import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { isNotFound } from '../../../shared/api/client';
import { PageHeader } from '../../../shared/components/PageHeader';
import { ErrorPanel, Loading, Panel } from '../../../shared/components/States';
import { useFormat } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useSearchParamState } from '../../../shared/hooks/useSearchParamState';
import { ARMORY_PATH } from '../../chests';
import { useSession } from '../../auth';
import { useGodName, useGods } from '../../catalog';
import { SignInLink } from '../../store';
import { godsKeys, playerGodsQuery, setGodBanned, type PlayerGods } from '../api';
import { GodTile } from '../components/GodTile';
import { asGodsFilter, DEFAULT_GODS_FILTER, GODS_FILTERS, godsFilterCounts, matchesGodsFilter, ownedSummary } from '../filters';
import './PlayerGodsPage.css';

/**
 * `/profile/gods` (signed-in players; visitors get a sign-in prompt): every god with its icon and
 * name, owned ones standing out, why each is owned, how to get the others, the progress towards
 * each gold card, and Ban / Banned / Unban (a ban keeps the god out of the player's own pool);
 * filters (`?filter=`) and the count of gods owned.
 */
export function PlayerGodsPage() {
  const { t } = useTranslation(['gods', 'chests', 'common']);
  const f = useFormat();
  useDocumentTitle(t('title'));
  const { user, loading: sessionLoading } = useSession();
  const query = useQuery({ ...playerGodsQuery(user?.id ?? ''), enabled: Boolean(user) });
  const queryClient = useQueryClient();
  const ban = useMutation({
    mutationFn: ({ godId, banned }: { godId: string; banned: boolean }) => setGodBanned(user?.id ?? '', godId, banned),
    onSuccess: (reply) => {
      queryClient.setQueryData<PlayerGods>(godsKeys.player(user?.id ?? ''), (gods) =>
        gods?.map((god) => (god.god_name === reply.god_name ? { ...god, banned: reply.banned } : god)),
      );
    },
  });
  const catalog = useGods();
  const nameOf = useGodName();
  const [filterText, setFilterText] = useSearchParamState('filter');
  const filter = asGodsFilter(filterText);

  const gods = useMemo(() => (user && query.data ? query.data : []), [user, query.data]);
  const counts = useMemo(() => godsFilterCounts(gods), [gods]);
  const summary = useMemo(() => ownedSummary(gods), [gods]);
  const shown = gods.filter((god) => matchesGodsFilter(filter, god));

  if (sessionLoading) return <Loading />;
  if (!user) {
    return (
      <Panel title={t('signInTitle')}>
        <p className="muted">{t('signInText')}</p>
        <SignInLink testId="gods-sign-in">{t('signIn')}</SignInLink>
      </Panel>
    );
  }
  if (query.isError) {
    if (isNotFound(query.error)) {
      return (
        <Panel title={t('notFoundTitle')}>
          <p className="muted">{t('notFoundText')}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('common:common.retry')}
          </button>
        </Panel>
      );
    }
    return <ErrorPanel title={t('error')} onRetry={() => void query.refetch()} />;
  }
  // the catalog gives the names and icons: wait for it (a failed catalog leaves the ids)
  if (!query.data || catalog.status === 'loading') return <Loading />;
  const hasPlus = query.data.some((god) => god.has_plus);

  return (
    <div className="page gods-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} className="gods-page__header">
        <div className="gods-page__summary">
          <p className="gods-page__count" data-testid="gods-owned-count" data-owned={summary.owned} data-total={summary.total}>
            {t('ownedCount', { count: summary.total, owned: f.number(summary.owned), total: f.number(summary.total) })}
          </p>
          <p className="small" data-testid="gods-plus" data-active={hasPlus ? 'true' : 'false'}>
            {hasPlus ? <span className="gods-page__plus">{t('plusActive')}</span> : <Link to="/store">{t('getPlus')}</Link>}
          </p>
          <div className="gods-page__links">
            <Link className="button button--ghost button--small" to={ARMORY_PATH}>
              {t('chests:title')}
            </Link>
            <Link className="button button--ghost button--small" to="/store">
              {t('common:nav.store')}
            </Link>
          </div>
        </div>
      </PageHeader>

      <div className="gods-page__filters" role="group" aria-label={t('filtersLabel')}>
        {GODS_FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            className={`button button--small${filter === name ? ' button--primary' : ' button--ghost'}`}
            aria-pressed={filter === name}
            onClick={() => setFilterText(name === DEFAULT_GODS_FILTER ? '' : name)}
            data-testid={`gods-filter-${name}`}
          >
            {t(`filters.${name}`)}
            <span className="gods-page__filter-count">{f.number(counts[name])}</span>
          </button>
        ))}
      </div>

      <section aria-labelledby="gods-list-title">
        <h2 id="gods-list-title" className="sr-only">
          {t(`filters.${filter}`)}
        </h2>
        {shown.length === 0 ? (
          <p className="muted empty" data-testid="gods-empty">
            {t('empty')}
          </p>
        ) : (
          <ul className="gods-page__grid">
            {shown.map((god) => (
              <GodTile
                key={god.god_name}
                god={god}
                catalogGod={catalog.byId.get(god.god_name)}
                name={nameOf(god.god_name)}
                hasPlus={hasPlus}
                onBan={(banned) => ban.mutate({ godId: god.god_name, banned })}
                banPending={ban.isPending && ban.variables.godId === god.god_name}
                banFailed={ban.isError && ban.variables.godId === god.god_name}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
