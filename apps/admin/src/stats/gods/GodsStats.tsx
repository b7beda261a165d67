import type { GodStatsRow } from '@arena/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { decimal, percent } from '../shared/format';
import { Selectors, selectionQuery, type Selection } from '../shared/Selectors';
import { SimpleTable } from '../../shared/SimpleTable';
import { StatsPage, StatsState } from '../shared/StatsPage';
import { useStats } from '../shared/useStats';

/** Gods in ranked games: picks, pick rate, first-place and top-four rates, average place. */
export default function GodsStats() {
  const translate = useTranslate();
  const [selection, setSelection] = useState<Selection>({ hours: 24 * 7, rank: '' });
  const answer = useStats<GodStatsRow[]>('/api/stats/gods', selectionQuery(selection));
  const rows = answer.data ?? [];
  return (
    <StatsPage title="arena.stats.gods.title" testId="stats-gods">
      <Selectors value={selection} onChange={setSelection} />
      <StatsState isPending={answer.isPending} error={answer.error} empty={rows.length === 0}>
        <ResponsiveContainer width="100%" height={320}>
          <BarChart data={rows.map((row) => ({ god: row.god, rate: row.pick_rate * 100 }))} data-testid="gods-chart">
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="god" />
            <YAxis unit="%" />
            <Tooltip />
            <Bar dataKey="rate" name={translate('arena.stats.gods.pick_rate')} fill="#1976d2" />
          </BarChart>
        </ResponsiveContainer>
        <SimpleTable
          testId="gods-table"
          rows={rows}
          rowKey={(row) => row.god}
          columns={[
            { label: 'arena.stats.gods.god', value: (row) => <Link to={`/stats/gods/${encodeURIComponent(row.god)}`}>{row.god}</Link> },
            { label: 'arena.stats.gods.picks', value: (row) => row.god_freq, numeric: true },
            { label: 'arena.stats.gods.pick_rate', value: (row) => percent(row.pick_rate), numeric: true },
            { label: 'arena.stats.gods.first_rate', value: (row) => percent(row.first_place_rate), numeric: true },
            { label: 'arena.stats.gods.top4_rate', value: (row) => percent(row.top_four_rate), numeric: true },
            { label: 'arena.stats.gods.average_place', value: (row) => decimal(row.avg_place), numeric: true },
          ]}
        />
      </StatsState>
    </StatsPage>
  );
}
