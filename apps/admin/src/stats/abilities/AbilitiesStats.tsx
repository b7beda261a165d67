import type { AbilityLevelCountRow, AbilityStatsRow } from '@arena/contract';
import { Grid, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import { percent } from '../shared/format';
import { Selectors, selectionQuery, type Selection } from '../shared/Selectors';
import { SimpleTable } from '../../shared/SimpleTable';
import { StatsPage, StatsState } from '../shared/StatsPage';
import { useGameNames } from '../shared/names';
import { useStats } from '../shared/useStats';

function LevelCounts({ path, title, query }: { path: string; title: string; query: Record<string, string | number | undefined> }) {
  const translate = useTranslate();
  const names = useGameNames();
  const answer = useStats<AbilityLevelCountRow[]>(path, query);
  const rows = (answer.data ?? []).slice(0, 20);
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate(title)}
      </Typography>
      <StatsState isPending={answer.isPending} error={answer.error} empty={rows.length === 0}>
        <SimpleTable
          rows={rows}
          rowKey={(row) => row.ability_name}
          columns={[
            { label: 'arena.stats.abilities.ability', value: (row) => names.ability(row.ability_name) },
            { label: 'arena.stats.abilities.count', value: (row) => row.count, numeric: true },
          ]}
        />
      </StatsState>
    </>
  );
}

/** The abilities table (name, hero body, pick, first-place and top-four rates), Super and Gaben counts. */
export default function AbilitiesStats() {
  const [selection, setSelection] = useState<Selection>({ hours: 24 * 7, rank: '' });
  const query = selectionQuery(selection);
  const names = useGameNames();
  const answer = useStats<AbilityStatsRow[]>('/api/stats/abilities', query);
  const rows = answer.data ?? [];
  return (
    <StatsPage title="arena.stats.abilities.title" testId="stats-abilities">
      <Selectors value={selection} onChange={setSelection} />
      <StatsState isPending={answer.isPending} error={answer.error} empty={rows.length === 0}>
        <SimpleTable
          testId="abilities-table"
          rows={rows}
          rowKey={(row) => row.ability_name}
          columns={[
            {
              label: 'arena.stats.abilities.ability',
              value: (row) => (
                <Link to={`/stats/abilities/${encodeURIComponent(row.ability_name)}`}>{names.ability(row.ability_name)}</Link>
              ),
            },
            { label: 'arena.stats.abilities.body', value: (row) => (row.hero_body ? names.hero(row.hero_body) : '') },
            { label: 'arena.stats.abilities.pick_rate', value: (row) => percent(row.pick_rate), numeric: true },
            { label: 'arena.stats.abilities.first_rate', value: (row) => percent(row.first_place_rate), numeric: true },
            { label: 'arena.stats.abilities.top4_rate', value: (row) => percent(row.top_four_rate), numeric: true },
          ]}
        />
      </StatsState>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <LevelCounts path="/api/stats/abilities/supers" title="arena.stats.abilities.supers" query={query} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <LevelCounts path="/api/stats/abilities/gabens" title="arena.stats.abilities.gabens" query={query} />
        </Grid>
      </Grid>
    </StatsPage>
  );
}
