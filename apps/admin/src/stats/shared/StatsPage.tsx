import { Alert, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { Guard } from '../../shared/Guard';
import { STATS } from '../../auth/roles';

/** A statistics page: its title, guarded for who may read statistics, with the state of its data. */
export function StatsPage({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const translate = useTranslate();
  return (
    <Guard resource={STATS}>
      <Card sx={{ mt: 2 }} data-testid={testId}>
        <Title title={title} />
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(title)}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Guard>
  );
}

/** Loading, error or empty states of one statistics answer; the children once it has rows. */
export function StatsState({
  isPending,
  error,
  empty,
  children,
}: {
  isPending: boolean;
  error: Error | null;
  empty: boolean;
  children: ReactNode;
}) {
  const translate = useTranslate();
  if (isPending) return <Loading />;
  if (error) return <Alert severity="warning">{translate('arena.common.unavailable', { message: error.message })}</Alert>;
  if (empty) return <Typography color="text.secondary">{translate('arena.common.no_data')}</Typography>;
  return <>{children}</>;
}
