import BarChartIcon from '@mui/icons-material/BarChart';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Menu, useCanAccess, useTranslate } from 'react-admin';
import { CHECKS, STATS } from '../auth/roles';

/** The statistics pages of the menu: path and label key. */
const STATS_PAGES = [
  ['/stats/games', 'arena.stats.games.title'],
  ['/stats/gods', 'arena.stats.gods.title'],
  ['/stats/abilities', 'arena.stats.abilities.title'],
  ['/stats/bodies', 'arena.stats.bodies.title'],
  ['/stats/economy', 'arena.stats.economy.title'],
] as const;

/** The menu: the dashboard, the resources the user may list, the statistics and the check tools. */
export function ConsoleMenu() {
  const translate = useTranslate();
  const stats = useCanAccess({ resource: STATS, action: 'list' });
  const checks = useCanAccess({ resource: CHECKS, action: 'list' });
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {stats.canAccess &&
        STATS_PAGES.map(([to, label]) => <Menu.Item key={to} to={to} primaryText={translate(label)} leftIcon={<BarChartIcon />} />)}
      {checks.canAccess && <Menu.Item to="/checks" primaryText={translate('arena.checks.title')} leftIcon={<FactCheckIcon />} />}
    </Menu>
  );
}
