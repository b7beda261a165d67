import type { BodyStatsRow } from '@arena/contract';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { decimal, percent } from '../shared/format';
import { Selectors, selectionQuery, type Selection } from '../shared/Selectors';
import { SimpleTable } from '../../shared/SimpleTable';
import { StatsPage, StatsState } from '../shared/StatsPage';
import { useGameNames } from '../shared/names';
import { useStats } from '../shared/useStats';

const TIERS = ['S', 'A', 'B', 'C', 'D'] as const;

/** Hero bodies by tier (S to D): picks and average place. */
export default function BodiesStats() {
  const translate = useTranslate();
  const [selection, setSelection] = useState<Selection>({ hours: 24 * 7, rank: '' });
  const names = useGameNames();
  const answer = useStats<BodyStatsRow[]>('/api/stats/bodies', selectionQuery(selection));
  const rows = [...(answer.data ?? [])].sort((a, b) => TIERS.indexOf(a.tier ?? 'D') - TIERS.indexOf(b.tier ?? 'D') || b.freq - a.freq);
  const byTier = TIERS.map((tier) => ({ tier, picks: rows.filter((row) => row.tier === tier).reduce((sum, row) => sum + row.freq, 0) }));
  return (
    <StatsPage title="arena.stats.bodies.title" testId="stats-bodies">
      <Selectors value={selection} onChange={setSelection} />
      <StatsState isPending={answer.isPending} error={answer.error} empty={rows.length === 0}>
        <ResponsiveContainer width="100%" height={240}>
          <BarChart data={byTier} data-testid="bodies-chart">
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="tier" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Bar dataKey="picks" name={translate('arena.stats.bodies.picks')} fill="#1976d2" />
          </BarChart>
        </ResponsiveContainer>
        <SimpleTable
          rows={rows}
          rowKey={(row) => row.hero_name}
          columns={[
            { label: 'arena.stats.bodies.tier', value: (row) => row.tier ?? '' },
            { label: 'arena.stats.bodies.body', value: (row) => names.hero(row.hero_name) },
            { label: 'arena.stats.bodies.picks', value: (row) => row.freq, numeric: true },
            { label: 'arena.stats.gods.first_rate', value: (row) => percent(row.first_place_rate), numeric: true },
            { label: 'arena.stats.bodies.average_place', value: (row) => decimal(row.avg_place), numeric: true },
          ]}
        />
      </StatsState>
    </StatsPage>
  );
}
