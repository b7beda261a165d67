import type { AdminGodView, GodStatsRow } from '@arena/contract';
import { Datagrid, FunctionField, List, TextField, useLocaleState, useTranslate } from 'react-admin';
import { useStats } from '../../stats/shared/useStats';
import { percent } from '../../stats/shared/format';
import { FlagToggle } from './FlagToggle';

/** The window of the pick and win figures beside the flags: the statistics' last 7 days. */
const FIGURES_QUERY = { hours: 24 * 7 };

/**
 * Gods (`GET /api/admin/gods`, the contract's `AdminGodView`) with their flags (switches for
 * ADMIN) and their pick and win figures of the last 7 days (`GET /api/stats/gods`).
 */
export default function GodList() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const figures = useStats<GodStatsRow[]>('/api/stats/gods', FIGURES_QUERY);
  const byGod = new Map((figures.data ?? []).map((row) => [row.god, row]));
  return (
    <List sort={{ field: 'id', order: 'ASC' }} perPage={50} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" />
        <FunctionField<AdminGodView> source="name" render={(record) => (locale === 'zh' ? record.name.cn : record.name.en)} />
        <FunctionField source="enabled" render={() => <FlagToggle flag="enabled" />} />
        <FunctionField source="free" render={() => <FlagToggle flag="free" />} />
        <FunctionField source="plus_exclusive" render={() => <FlagToggle flag="plus_exclusive" />} />
        <FunctionField<AdminGodView>
          label={translate('arena.stats.gods.picks')}
          render={(record) => byGod.get(record.id)?.god_freq ?? ''}
        />
        <FunctionField<AdminGodView>
          label={translate('arena.stats.gods.first_rate')}
          render={(record) => percent(byGod.get(record.id)?.first_place_rate)}
        />
      </Datagrid>
    </List>
  );
}
