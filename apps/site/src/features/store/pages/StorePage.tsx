import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/PageHeader';
import { ErrorPanel, Loading } from '../../../shared/components/States';
import { useToast } from '../../../shared/components/Toast';
import { useNow } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useProgressiveList } from '../../../shared/hooks/useProgressiveList';
import { useSearchParamState } from '../../../shared/hooks/useSearchParamState';
import { buyItem, salesQuery } from '../api';
import { CheckoutPanel } from '../components/CheckoutPanel';
import { SalesBanner } from '../components/SalesBanner';
import { StoreCard } from '../components/StoreCard';
import { useChestOdds, useCosmetics, useWalletMutation } from '../hooks';
import { groupByType, isListed, isOwned, ownedCount } from '../logic';
import type { Cosmetic } from '../types';
import { useWallet } from '../wallet';
import './StorePage.css';

/** The cards the store renders first, before the rest (`useProgressiveList`): more than a large screen holds. */
const FIRST_ITEMS = 24;

/**
 * `/store`: the products grouped by type, each with its price (sales with a countdown), "Owned"
 * for what the player has, a chest's odds; the running sales; the checkout of the selected
 * product (`?item=<id>`, kept across sign-in) with its Buy button.
 */
export function StorePage() {
  const { t } = useTranslation('store');
  const toast = useToast();
  useDocumentTitle(t('title'));
  const now = useNow(5000);
  const cosmetics = useCosmetics();
  const odds = useChestOdds();
  const sales = useQuery(salesQuery);
  const { user, data: wallet } = useWallet();
  const [selectedId, setSelectedId] = useSearchParamState('item');
  const [boughtId, setBoughtId] = useState<string | null>(null);
  const { nameOf } = cosmetics;

  const sections = useMemo(() => groupByType(cosmetics.items), [cosmetics.items]);
  // the first screen's cards paint first, the rest after that paint, in the sections' order (so
  // the later cards come below those on screen, never between them)
  const ordered = useMemo(() => sections.flatMap((section) => section.items), [sections]);
  const shownItems = useProgressiveList(ordered, FIRST_ITEMS);
  const shownSections = useMemo(() => groupByType(shownItems), [shownItems]);
  const selected = selectedId ? (cosmetics.byId.get(selectedId) ?? null) : null;
  const selectedListed = selected && isListed(selected) ? selected : null;

  const buy = useWalletMutation({
    steamId: user?.id ?? null,
    mutationFn: (steamId, item: Cosmetic) => buyItem(steamId, item.id),
    toChange: (reply) => ({ position: reply.position, coins: reply.coins }),
    onSuccess: (_reply, item) => {
      setBoughtId(item.id);
      toast(t('checkout.bought', { name: nameOf(item.id, item) }), 'ok');
    },
  });

  function select(id: string) {
    setBoughtId(null);
    setSelectedId(id);
  }

  if (cosmetics.query.isError) return <ErrorPanel title={t('error')} onRetry={() => void cosmetics.query.refetch()} />;

  return (
    <div className="page store">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <SalesBanner sales={sales.data ?? []} now={now} />
      {cosmetics.query.isPending ? (
        <Loading />
      ) : (
        <div className="store__layout">
          <div className="store__sections">
            {sections.length > 1 ? (
              <nav className="store__jump" aria-label={t('sectionsLabel')}>
                {sections.map(({ type }) => (
                  <button
                    key={type}
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => document.getElementById(`store-section-${type}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
                  >
                    {t(`types.${type}`)}
                  </button>
                ))}
              </nav>
            ) : null}
            {sections.length === 0 ? <p className="muted empty">{t('empty')}</p> : null}
            {shownSections.map(({ type, items }) => (
              <section
                key={type}
                id={`store-section-${type}`}
                className="store__section"
                aria-labelledby={`store-section-${type}-title`}
                data-testid={`store-section-${type}`}
              >
                <h2 id={`store-section-${type}-title`} className="store__heading">
                  {t(`types.${type}`)}
                </h2>
                <div className="store__grid">
                  {items.map((item) => (
                    <StoreCard
                      key={item.id}
                      item={item}
                      now={now}
                      owned={isOwned(item, wallet)}
                      count={ownedCount(wallet, item.id)}
                      selected={selectedListed?.id === item.id}
                      onSelect={() => select(item.id)}
                      odds={item.type === 'chest' ? odds.byId.get(item.id) : undefined}
                      nameOf={nameOf}
                    />
                  ))}
                </div>
              </section>
            ))}
          </div>
          <div className={`store__checkout${selectedListed ? '' : ' store__checkout--empty'}`}>
            <CheckoutPanel
              item={selectedListed}
              now={now}
              signedIn={Boolean(user)}
              coins={wallet?.coins ?? null}
              owned={selectedListed ? isOwned(selectedListed, wallet) : false}
              odds={selectedListed?.type === 'chest' ? odds.byId.get(selectedListed.id) : undefined}
              nameOf={nameOf}
              buying={buy.isPending}
              boughtId={boughtId}
              onBuy={(item) => buy.mutate(item)}
              onClose={() => setSelectedId('')}
            />
          </div>
        </div>
      )}
    </div>
  );
}
