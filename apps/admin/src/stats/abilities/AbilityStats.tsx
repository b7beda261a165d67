import type { AbilityStatsRow, WinnerLevelRow } from '@arena/contract';
import { Typography } from '@mui/material';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { percent } from '../shared/format';
import { Selectors, selectionQuery, type Selection } from '../shared/Selectors';
import { SimpleTable } from '../../shared/SimpleTable';
import { StatsPage, StatsState } from '../shared/StatsPage';
import { useGameNames } from '../shared/names';
import { useStats } from '../shared/useStats';

/** One ability: its row of the abilities table and the levels winners had it at. */
export default function AbilityStats() {
  const translate = useTranslate();
  const { ability = '' } = useParams();
  const names = useGameNames();
  const [selection, setSelection] = useState<Selection>({ hours: 24 * 7, rank: '' });
  const query = selectionQuery(selection);
  const table = useStats<AbilityStatsRow[]>('/api/stats/abilities', query);
  const levels = useStats<WinnerLevelRow[]>('/api/stats/abilities/winner_levels', query);
  const rows = (table.data ?? []).filter((row) => row.ability_name === ability);
  const level = (levels.data ?? []).find((row) => row.ability_name === ability);
  const levelRows = (level?.placements ?? []).map((share, index) => ({ level: index + 1, share: share * 100 }));
  return (
    <StatsPage title={translate('arena.stats.ability.title', { ability: names.ability(ability) })} testId="stats-ability">
      <Link to="/stats/abilities">{translate('arena.stats.ability.back')}</Link>
      <Selectors value={selection} onChange={setSelection} />
      <StatsState isPending={table.isPending} error={table.error} empty={rows.length === 0}>
        <SimpleTable
          rows={rows}
          rowKey={(row) => row.ability_name}
          columns={[
            { label: 'arena.stats.abilities.body', value: (row) => (row.hero_body ? names.hero(row.hero_body) : '') },
            { label: 'arena.stats.abilities.picks', value: (row) => row.freq, numeric: true },
            { label: 'arena.stats.abilities.pick_rate', value: (row) => percent(row.pick_rate), numeric: true },
            { label: 'arena.stats.abilities.first_rate', value: (row) => percent(row.first_place_rate), numeric: true },
            { label: 'arena.stats.abilities.top4_rate', value: (row) => percent(row.top_four_rate), numeric: true },
          ]}
        />
      </StatsState>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('arena.stats.abilities.winner_levels')}
      </Typography>
      <StatsState isPending={levels.isPending} error={levels.error} empty={levelRows.length === 0}>
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={levelRows}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="level" name={translate('arena.stats.abilities.level')} />
            <YAxis unit="%" />
            <Tooltip />
            <Bar dataKey="share" name={translate('arena.stats.abilities.winner_levels')} fill="#2e7d32" />
          </BarChart>
        </ResponsiveContainer>
      </StatsState>
    </StatsPage>
  );
}
