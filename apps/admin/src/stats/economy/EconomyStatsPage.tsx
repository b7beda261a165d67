import type { EconomyStats } from '@arena/contract';
import { Grid, Typography } from '@mui/material';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { Selectors, type Selection } from '../shared/Selectors';
import { SimpleTable } from '../../shared/SimpleTable';
import { StatsPage, StatsState } from '../shared/StatsPage';
import { useStats } from '../shared/useStats';

const COLORS = ['#1976d2', '#2e7d32', '#ed6c02', '#9c27b0', '#d32f2f', '#0288d1', '#795548'];

/** A stacked bar chart of gold per day by reason. */
function GoldChart({ days, field, title }: { days: EconomyStats['days']; field: 'gold_earned' | 'gold_spent'; title: string }) {
  const translate = useTranslate();
  const reasons = [...new Set(days.flatMap((day) => Object.keys(day[field])))].sort();
  const data = days.map((day) => ({ day: day.day, ...day[field] }));
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate(title)}
      </Typography>
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" />
          <YAxis />
          <Tooltip />
          <Legend />
          {reasons.map((reason, index) => (
            <Bar key={reason} dataKey={reason} stackId="gold" fill={COLORS[index % COLORS.length]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </>
  );
}

/** Real money received and refunded per day, in US dollars (the days' USD cents / 100). */
function RevenueChart({ days }: { days: EconomyStats['days'] }) {
  const translate = useTranslate();
  const paid = translate('arena.stats.economy.revenue_paid');
  const refunded = translate('arena.stats.economy.revenue_refunded');
  const data = days.map((day) => ({ day: day.day, [paid]: day.revenue_usd_cents / 100, [refunded]: day.refunded_usd_cents / 100 }));
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('arena.stats.economy.revenue')}
      </Typography>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" />
          <YAxis />
          <Tooltip />
          <Legend />
          <Bar dataKey={paid} fill={COLORS[1]} />
          <Bar dataKey={refunded} fill={COLORS[4]} />
        </BarChart>
      </ResponsiveContainer>
    </>
  );
}

/** Real money per day, gold earned and spent per day by reason, purchases per product, chests and drops, codes redeemed. */
export default function EconomyStatsPage() {
  const translate = useTranslate();
  const [selection, setSelection] = useState<Selection>({ hours: 24 * 30, rank: '' });
  const answer = useStats<EconomyStats>('/api/stats/economy', { hours: selection.hours });
  const data = answer.data;
  return (
    <StatsPage title="arena.stats.economy.title" testId="stats-economy">
      <Selectors value={selection} onChange={setSelection} bracket={false} />
      <StatsState isPending={answer.isPending} error={answer.error} empty={!data}>
        {data && (
          <>
            <RevenueChart days={data.days} />
            <GoldChart days={data.days} field="gold_earned" title="arena.stats.economy.gold_earned" />
            <GoldChart days={data.days} field="gold_spent" title="arena.stats.economy.gold_spent" />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 4 }}>
                <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
                  {translate('arena.stats.economy.purchases')}
                </Typography>
                <SimpleTable
                  rows={data.purchases}
                  rowKey={(row) => row.item_id}
                  columns={[
                    { label: 'arena.stats.economy.product', value: (row) => row.item_id },
                    { label: 'arena.stats.economy.count', value: (row) => row.count, numeric: true },
                  ]}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
                  {translate('arena.stats.economy.chests')}
                </Typography>
                <SimpleTable
                  rows={data.chests}
                  rowKey={(row) => row.chest_id}
                  columns={[
                    { label: 'arena.stats.economy.product', value: (row) => row.chest_id },
                    { label: 'arena.stats.economy.count', value: (row) => row.opened, numeric: true },
                    {
                      label: 'arena.stats.economy.drops',
                      value: (row) => row.drops.map((drop) => `${drop.item_id} × ${drop.count}`).join(', '),
                    },
                  ]}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
                  {translate('arena.stats.economy.codes')}
                </Typography>
                <SimpleTable
                  rows={data.codes}
                  rowKey={(row) => row.code}
                  columns={[
                    { label: 'resources.redemption_codes.fields.id', value: (row) => row.code },
                    { label: 'arena.stats.economy.count', value: (row) => row.redeemed, numeric: true },
                  ]}
                />
              </Grid>
            </Grid>
          </>
        )}
      </StatsState>
    </StatsPage>
  );
}
