import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useToast } from '../../../shared/components/Toast';
import { useFormat } from '../../../shared/format';
import { Gold } from '../../store';
import { claimQuest, rerollQuest } from '../api';
import { useClaimMutation } from '../hooks';
import { questView } from '../logic';
import type { DailyQuest, DailyQuests } from '../types';
import { Meter } from './Meter';
import { TimeLeft } from './TimeLeft';
import { type Claim, Section, ClaimButton } from './ProfileSection';

function QuestCard({ quest, now, claim, reroll }: { quest: DailyQuest; now: number; claim: Claim<DailyQuest>; reroll: Claim<DailyQuest> }) {
  const { t } = useTranslation('profile');
  const f = useFormat();
  const view = questView(quest, now);
  const name = t(`quests.goal.${quest.stat}`, { count: quest.goal });
  const value = t('progress.progressValue', { value: f.number(Math.min(quest.progress, quest.goal)), goal: f.number(quest.goal) });
  const claiming = claim.isPending && claim.variables?.quest_id === quest.quest_id;
  const rerolling = reroll.isPending && reroll.variables?.quest_id === quest.quest_id;
  return (
    <li
      className={`quest${view.claimable ? ' is-complete' : ''}`}
      data-testid="quest"
      data-quest-id={quest.quest_id}
      data-completed={view.claimable}
    >
      <div className="quest__head">
        <strong className="quest__name">{name}</strong>
        <Gold amount={quest.gold} testId={`quest-gold-${quest.quest_id}`} />
      </div>
      <Meter
        value={quest.progress}
        max={quest.goal}
        label={t('quests.progressLabel', { quest: name })}
        valueText={value}
        testId={`quest-progress-${quest.quest_id}`}
      />
      <div className="quest__foot">
        <span className="mono small">{value}</span>
        <span className="quest__actions">
          {view.rerollable ? (
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={rerolling}
              aria-busy={rerolling}
              onClick={() => reroll.mutate(quest)}
              data-testid={`quest-reroll-${quest.quest_id}`}
            >
              {rerolling ? t('quests.rerolling') : t('quests.reroll')}
            </button>
          ) : !view.claimable ? (
            <TimeLeft to={quest.reroll_at} label={(time) => t('quests.rerollIn', { time })} testId={`quest-reroll-in-${quest.quest_id}`} />
          ) : null}
          {view.claimable ? (
            <ClaimButton pending={claiming} onClick={() => claim.mutate(quest)} testId={`quest-claim-${quest.quest_id}`} />
          ) : null}
        </span>
      </div>
    </li>
  );
}

export function DailyQuestsSection({
  steamId,
  data,
  now,
  onReset,
}: {
  steamId: string;
  data: DailyQuests;
  now: number;
  onReset: () => void;
}) {
  const { t } = useTranslation('profile');
  const f = useFormat();
  const toast = useToast();
  const claim = useClaimMutation({
    steamId,
    mutationFn: (id, quest: DailyQuest) => claimQuest(id, quest.quest_id),
    toEffect: (reply) => ({ position: reply.position, coins: reply.balance, quests: 1 }),
    onSuccess: (_reply, quest) => toast(t('quests.claimedToast', { amount: f.number(quest.gold) }), 'ok'),
  });
  const reroll = useClaimMutation({
    steamId,
    mutationFn: (id, quest: DailyQuest) => rerollQuest(id, quest.quest_id),
    toEffect: (reply) => ({ position: reply.position }),
    onSuccess: () => toast(t('quests.rerolledToast'), 'ok'),
  });
  return (
    <Section
      id="daily-quests"
      title={t('quests.title')}
      subtitle={t('quests.subtitle')}
      aside={
        <span className="muted small">{t('quests.slots', { active: f.number(data.quests.length), slots: f.number(data.slots) })}</span>
      }
      className="profile-card--wide"
    >
      {data.quests.length === 0 ? (
        <p className="muted">{t('quests.empty')}</p>
      ) : (
        <ul className="quests">
          {data.quests.map((quest) => (
            <QuestCard key={quest.quest_id} quest={quest} now={now} claim={claim} reroll={reroll} />
          ))}
        </ul>
      )}
      {data.slots < 3 ? (
        <p className="muted small">
          {t('quests.plusSlot')}{' '}
          <Link className="text-link" to="/store">
            {t('dailyGold.getPlus')}
          </Link>
        </p>
      ) : null}
      <TimeLeft
        to={data.earned_today.resets_at}
        label={(time) => t('progress.resetsIn', { time })}
        onDone={onReset}
        testId="quests-resets-in"
      />
    </Section>
  );
}

export function EarnedTodaySection({ data, onReset }: { data: DailyQuests['earned_today']; onReset: () => void }) {
  const { t } = useTranslation('profile');
  const f = useFormat();
  const rows = [
    { key: 'xp', label: t('earned.xp'), value: data.xp, cap: data.xp_cap },
    { key: 'gold', label: t('earned.gold'), value: data.gold, cap: data.gold_cap },
  ] as const;
  return (
    <Section
      id="earned-today"
      title={t('earned.title')}
      subtitle={t('earned.subtitle')}
      aside={<TimeLeft to={data.resets_at} label={(time) => t('progress.resetsIn', { time })} onDone={onReset} testId="earned-resets-in" />}
    >
      <dl className="earned">
        {rows.map((row) => {
          const text = t('earned.value', { value: f.number(row.value), cap: f.number(row.cap) });
          return (
            <div key={row.key} className="earned__row">
              <dt className="earned__label">
                {row.label}
                {row.cap > 0 && row.value >= row.cap ? <span className="muted small"> · {t('earned.capReached')}</span> : null}
              </dt>
              <dd className="earned__value mono" data-testid={`earned-${row.key}`} data-value={row.value} data-cap={row.cap}>
                {text}
              </dd>
              {/* in a dd of its own: a dl's group holds only dt and dd */}
              <dd className="earned__meter">
                <Meter value={row.value} max={row.cap} label={row.label} valueText={text} />
              </dd>
            </div>
          );
        })}
      </dl>
    </Section>
  );
}
