import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Avatar } from '../../../shared/components/Avatar';
import { PageHeader } from '../../../shared/components/PageHeader';
import { ErrorPanel, Loading, Panel } from '../../../shared/components/States';
import { useToast } from '../../../shared/components/Toast';
import { useFormat } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useSearchParamState } from '../../../shared/hooks/useSearchParamState';
import { equipItem, Gold, SignInLink, useChestOdds, useCosmetics, useWallet, useWalletMutation } from '../../store';
import { openChest } from '../api';
import { ArmoryCard } from '../components/ArmoryCard';
import { ChestDropsDialog, type OpeningState } from '../components/ChestDropsDialog';
import { ChestHistory } from '../components/ChestHistory';
import { ARMORY_FILTERS, armoryEntries, asFilter, DEFAULT_FILTER, filterCounts, matchesFilter } from '../filters';
import './ArmoryPage.css';

/**
 * `/profile/armory` (signed-in players; visitors get a sign-in prompt): the inventory with its
 * filters (`?filter=`), equip / unequip, opening chests (a dialog shows the drops), each chest's
 * odds, and the history of openings.
 */
export function ArmoryPage() {
  const { t } = useTranslation(['chests', 'common']);
  const f = useFormat();
  const toast = useToast();
  useDocumentTitle(t('title'));
  const { user, sessionLoading, wallet, data } = useWallet();
  const cosmetics = useCosmetics();
  const odds = useChestOdds();
  const [filterText, setFilterText] = useSearchParamState('filter');
  const filter = asFilter(filterText);
  const [opening, setOpening] = useState<OpeningState | null>(null);
  const { nameOf, byId } = cosmetics;
  const steamId = user?.id ?? null;

  const equip = useWalletMutation({
    steamId,
    mutationFn: (id, { itemId, on }: { itemId: string; on: boolean }) => equipItem(id, itemId, on),
    toChange: (reply) => ({ position: reply.position, equipped: reply.equipped }),
    onSuccess: (_reply, { itemId, on }) => toast(t(on ? 'equippedToast' : 'unequippedToast', { name: nameOf(itemId) }), 'ok'),
  });
  const open = useWalletMutation({
    steamId,
    mutationFn: (id, chestId: string) => openChest(id, chestId),
    toChange: (reply) => ({ position: reply.position, coins: reply.balance }),
    onSuccess: (reply, chestId) => {
      const { position: _position, ...result } = reply;
      void _position;
      // a dialog closed while the chest was opening stays closed: the history shows the drops
      setOpening((current) =>
        current && current.phase === 'opening' && current.chestId === chestId ? { chestId, phase: 'done', result } : current,
      );
    },
  });

  function openOne(chestId: string) {
    setOpening({ chestId, phase: 'opening' });
    open.mutate(chestId, { onError: () => setOpening(null) });
  }

  const entries = useMemo(() => armoryEntries(data?.items ?? [], cosmetics.items), [data?.items, cosmetics.items]);
  const counts = useMemo(() => filterCounts(entries), [entries]);
  const shown = entries.filter((entry) => matchesFilter(filter, entry));

  if (sessionLoading) return <Loading />;
  if (!user) {
    return (
      <Panel title={t('signInTitle')}>
        <p className="muted">{t('signInText')}</p>
        <SignInLink testId="armory-sign-in">{t('signIn')}</SignInLink>
      </Panel>
    );
  }
  if (wallet.isError) return <ErrorPanel title={t('error')} onRetry={() => void wallet.refetch()} />;
  if (!data || cosmetics.query.isPending) return <Loading />;

  const remaining = opening ? (data.items.find((i) => i.item_id === opening.chestId)?.count ?? 0) : 0;
  const equippingId = equip.isPending ? equip.variables?.itemId : undefined;

  return (
    <div className="page armory">
      <PageHeader title={t('title')} subtitle={t('subtitle')} className="armory__header">
        <div className="armory__summary">
          <Avatar steamId={user.id} name={user.displayName} url={user.photos?.[0]?.value} size={40} />
          <dl className="armory__stats">
            <div>
              <dt className="muted small">{t('balance')}</dt>
              <dd>
                <Gold amount={data.coins} testId="armory-balance" />
              </dd>
            </div>
            <div>
              <dt className="muted small">{t('unopened')}</dt>
              <dd className="mono" data-testid="armory-unopened">
                {f.number(data.unopened_chests)}
              </dd>
            </div>
            <div>
              <dt className="muted small">{t('plus')}</dt>
              <dd data-testid="armory-plus">
                {data.has_plus
                  ? data.plus_expiration
                    ? t('plusUntil', { date: f.dateTime(data.plus_expiration) })
                    : t('common:header.plusActive')
                  : t('noPlus')}
              </dd>
            </div>
          </dl>
          <Link className="button button--ghost" to="/store">
            {t('toStore')}
          </Link>
        </div>
      </PageHeader>

      <div className="armory__filters" role="group" aria-label={t('filtersLabel')}>
        {ARMORY_FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            className={`button button--small${filter === name ? ' button--primary' : ' button--ghost'}`}
            aria-pressed={filter === name}
            onClick={() => setFilterText(name === DEFAULT_FILTER ? '' : name)}
            data-testid={`armory-filter-${name}`}
          >
            {t(`filters.${name}`)}
            <span className="armory__filter-count">{f.number(counts[name])}</span>
          </button>
        ))}
      </div>

      <section aria-labelledby="armory-items-title" className="armory__items">
        <h2 id="armory-items-title" className="sr-only">
          {t(`filters.${filter}`)}
        </h2>
        {shown.length === 0 ? (
          <p className="muted empty" data-testid="armory-empty">
            {entries.length === 0 ? t('emptyAll') : t('empty')}
          </p>
        ) : (
          <div className="armory__grid">
            {shown.map(({ owned, item }) => (
              <ArmoryCard
                key={owned.item_id}
                owned={owned}
                item={item}
                name={nameOf(owned.item_id)}
                odds={odds.byId.get(owned.item_id)}
                nameOf={nameOf}
                equipping={equippingId === owned.item_id}
                opening={open.isPending && open.variables === owned.item_id}
                onEquip={(on) => equip.mutate({ itemId: owned.item_id, on })}
                onOpen={() => openOne(owned.item_id)}
              />
            ))}
          </div>
        )}
      </section>

      <section className="card armory__history" aria-labelledby="armory-history-title">
        <h2 id="armory-history-title" className="armory__section-title">
          {t('history.title')}
        </h2>
        <ChestHistory history={data.chest_history} nameOf={nameOf} />
      </section>

      <ChestDropsDialog
        state={opening}
        nameOf={nameOf}
        byId={byId}
        remaining={remaining}
        onOpenAnother={() => opening && openOne(opening.chestId)}
        onClose={() => setOpening(null)}
      />
    </div>
  );
}
