import type { GameStatsTotal } from '@arena/contract';
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Loading, Title, useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import { STATS } from '../../auth/roles';
import { decimal, minutes } from '../shared/format';
import type { GameSeriesRow } from '../shared/series';
import { StatsState } from '../shared/StatsPage';
import { useStats } from '../shared/useStats';

const GamesPerDayChart = lazy(() => import('./GamesPerDayChart'));

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography color="text.secondary">{translate(label)}</Typography>
        <Typography variant="h4" component="p" data-testid={testId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Key numbers of the last 30 days and the games per day chart (for who may read statistics). */
function StatsOverview() {
  const translate = useTranslate();
  const total = useStats<GameStatsTotal>('/api/stats/games', { hours: 24 * 30 });
  const daily = useStats<GameSeriesRow[]>('/api/stats/games/daily', { limit: 30 });
  const days = [...(daily.data ?? [])].reverse();
  return (
    <>
      <StatsState isPending={total.isPending} error={total.error} empty={!total.data}>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Figure label="arena.dashboard.total_games" value={String(total.data?.games_count ?? '')} testId="total-games" />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Figure label="arena.dashboard.average_duration" value={minutes(total.data?.avg_duration)} testId="average-duration" />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Figure label="arena.dashboard.average_rounds" value={decimal(total.data?.avg_rounds)} testId="average-rounds" />
          </Grid>
        </Grid>
      </StatsState>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('arena.dashboard.games_per_day')}
          </Typography>
          <StatsState isPending={daily.isPending} error={daily.error} empty={days.length === 0}>
            <Suspense fallback={<Loading />}>
              <GamesPerDayChart days={days} />
            </Suspense>
          </StatsState>
        </CardContent>
      </Card>
    </>
  );
}

/** The console's home: who is signed in, and for ADMIN and STATS_GUY the key figures. */
export default function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { canAccess } = useCanAccess({ resource: STATS, action: 'list' });
  const userType = (identity as { userType?: string } | undefined)?.userType;
  return (
    <div data-testid="dashboard">
      <Title title="arena.dashboard.title" />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {translate('arena.dashboard.welcome', {
          name: identity?.fullName ?? '',
          role: userType ? translate(`arena.user_types.${userType}`) : '',
        })}
      </Typography>
      {canAccess && <StatsOverview />}
    </div>
  );
}
