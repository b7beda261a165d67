import type { AdminPlayerDetail } from '@arena/contract';
import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** The ladder rating after each ranked game, oldest first, as a line (recharts). */
export function RatingChart() {
  const record = useRecordContext<AdminPlayerDetail>();
  const translate = useTranslate();
  const points = (record?.rating_history ?? []).map((point) => ({
    day: point.at.slice(0, 10),
    rating: point.ladder_mmr,
    change: point.change,
  }));
  if (points.length === 0) return <Typography color="text.secondary">{translate('arena.players.none')}</Typography>;
  return (
    <ResponsiveContainer width="100%" height={300}>
      <LineChart data={points} data-testid="player-rating-chart">
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="day" />
        <YAxis domain={['auto', 'auto']} allowDecimals={false} />
        <Tooltip />
        <Line type="monotone" dataKey="rating" name={translate('resources.players.fields.ladder_mmr')} stroke="#1976d2" dot />
      </LineChart>
    </ResponsiveContainer>
  );
}
