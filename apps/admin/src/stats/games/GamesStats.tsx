import { Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { decimal, minutes } from '../shared/format';
import type { GameSeriesRow } from '../shared/series';
import { SimpleTable } from '../../shared/SimpleTable';
import { StatsPage, StatsState } from '../shared/StatsPage';
import { useStats } from '../shared/useStats';

const SERIES = [
  ['daily', 'arena.stats.games.per_day', 30],
  ['weekly', 'arena.stats.games.per_week', 26],
  ['monthly', 'arena.stats.games.per_month', 12],
] as const;

/** Games per day, week and month: counts, average duration and rounds, players per day. */
export default function GamesStats() {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  const [series, label, limit] = SERIES[tab];
  const answer = useStats<GameSeriesRow[]>(`/api/stats/games/${series}`, { limit });
  const rows = [...(answer.data ?? [])]
    .reverse()
    .map((row) => ({ ...row, minutes: row.avg_duration === null ? null : row.avg_duration / 60 }));
  const daily = series === 'daily';
  return (
    <StatsPage title="arena.stats.games.title" testId="stats-games">
      <Tabs value={tab} onChange={(_, next: number) => setTab(next)}>
        {SERIES.map(([key, text]) => (
          <Tab key={key} label={translate(text)} />
        ))}
      </Tabs>
      <StatsState isPending={answer.isPending} error={answer.error} empty={rows.length === 0}>
        <ResponsiveContainer width="100%" height={320}>
          <LineChart data={rows} data-testid="games-chart" aria-label={translate(label)}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" />
            <YAxis yAxisId="count" allowDecimals={false} />
            <YAxis yAxisId="avg" orientation="right" />
            <Tooltip />
            <Legend />
            <Line yAxisId="count" dataKey="games_count" name={translate('arena.stats.games.games')} stroke="#1976d2" />
            {daily && <Line yAxisId="count" dataKey="players" name={translate('arena.stats.games.players')} stroke="#2e7d32" />}
            <Line yAxisId="avg" dataKey="minutes" name={translate('arena.stats.games.duration')} stroke="#ed6c02" />
            <Line yAxisId="avg" dataKey="avg_rounds" name={translate('arena.stats.games.rounds')} stroke="#9c27b0" />
          </LineChart>
        </ResponsiveContainer>
        <SimpleTable
          rows={[...rows].reverse()}
          rowKey={(row) => row.label}
          columns={[
            { label: 'arena.stats.games.period', value: (row) => row.label },
            { label: 'arena.stats.games.games', value: (row) => row.games_count, numeric: true },
            ...(daily ? [{ label: 'arena.stats.games.players', value: (row: GameSeriesRow) => row.players ?? '', numeric: true }] : []),
            { label: 'arena.stats.games.duration', value: (row) => minutes(row.avg_duration), numeric: true },
            { label: 'arena.stats.games.rounds', value: (row) => decimal(row.avg_rounds), numeric: true },
          ]}
        />
      </StatsState>
    </StatsPage>
  );
}
