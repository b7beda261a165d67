import type { GodAbilityStatsRow } from '@arena/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslate } from 'react-admin';
import { percent } from '../shared/format';
import { Selectors, selectionQuery, type Selection } from '../shared/Selectors';
import { SimpleTable } from '../../shared/SimpleTable';
import { StatsPage, StatsState } from '../shared/StatsPage';
import { useGameNames } from '../shared/names';
import { useStats } from '../shared/useStats';

/** One god: the abilities of heroes played with it, their picks and first-place and top-four rates. */
export default function GodStats() {
  const translate = useTranslate();
  const { god = '' } = useParams();
  const [selection, setSelection] = useState<Selection>({ hours: 24 * 7, rank: '' });
  const names = useGameNames();
  const answer = useStats<GodAbilityStatsRow[]>(`/api/stats/gods/${encodeURIComponent(god)}`, selectionQuery(selection));
  const rows = answer.data ?? [];
  return (
    <StatsPage title={translate('arena.stats.god.title', { god })} testId="stats-god">
      <Link to="/stats/gods">{translate('arena.stats.god.back')}</Link>
      <Selectors value={selection} onChange={setSelection} />
      <StatsState isPending={answer.isPending} error={answer.error} empty={rows.length === 0}>
        <SimpleTable
          rows={rows}
          rowKey={(row) => row.ability_name}
          columns={[
            {
              label: 'arena.stats.abilities.ability',
              value: (row) => (
                <Link to={`/stats/abilities/${encodeURIComponent(row.ability_name)}`}>{names.ability(row.ability_name)}</Link>
              ),
            },
            { label: 'arena.stats.abilities.picks', value: (row) => row.freq, numeric: true },
            {
              label: 'arena.stats.abilities.first_rate',
              value: (row) => percent(row.freq ? row.winner_freq / row.freq : null),
              numeric: true,
            },
            {
              label: 'arena.stats.abilities.top4_rate',
              value: (row) => percent(row.freq ? row.top_four_freq / row.freq : null),
              numeric: true,
            },
          ]}
        />
      </StatsState>
    </StatsPage>
  );
}
