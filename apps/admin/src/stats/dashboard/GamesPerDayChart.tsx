import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import type { GameSeriesRow } from '../shared/series';

/** Games per day as bars, oldest day first (recharts: loaded after the dashboard's first paint). */
export default function GamesPerDayChart({ days }: { days: GameSeriesRow[] }) {
  const translate = useTranslate();
  return (
    <ResponsiveContainer width="100%" height={300}>
      <BarChart data={days} data-testid="games-per-day-chart">
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Bar dataKey="games_count" name={translate('arena.stats.games.games')} fill="#1976d2" />
      </BarChart>
    </ResponsiveContainer>
  );
}
