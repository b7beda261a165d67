import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RANK_NAMES } from '../../resources/players/choices';

/** Time windows offered, in hours (the API's `hours`, at most a year). */
const WINDOWS = [
  [24, 'arena.window.h24'],
  [24 * 7, 'arena.window.d7'],
  [24 * 30, 'arena.window.d30'],
  [24 * 90, 'arena.window.d90'],
  [8760, 'arena.window.all'],
] as const;

export interface Selection {
  hours: number;
  /** a rank name, or '' for every rank */
  rank: string;
}

/** The time window and (where it applies) rank bracket of a statistics page. */
export function Selectors({
  value,
  onChange,
  bracket = true,
}: {
  value: Selection;
  onChange: (next: Selection) => void;
  bracket?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ my: 2 }}>
      <TextField
        select
        size="small"
        label={translate('arena.common.window')}
        value={value.hours}
        onChange={(event) => onChange({ ...value, hours: Number(event.target.value) })}
        data-testid="window-select"
      >
        {WINDOWS.map(([hours, label]) => (
          <MenuItem key={hours} value={hours}>
            {translate(label)}
          </MenuItem>
        ))}
      </TextField>
      {bracket && (
        <TextField
          select
          size="small"
          label={translate('arena.common.bracket')}
          value={value.rank}
          onChange={(event) => onChange({ ...value, rank: event.target.value })}
          sx={{ minWidth: 160 }}
          data-testid="bracket-select"
        >
          <MenuItem value="">{translate('arena.common.all_brackets')}</MenuItem>
          {RANK_NAMES.map((rank) => (
            <MenuItem key={rank} value={rank}>
              {translate(`arena.ranks.${rank}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}

/** The query of a selection (`hours`, and `rank` when one is chosen). */
export function selectionQuery({ hours, rank }: Selection): Record<string, string | number | undefined> {
  return { hours, rank: rank || undefined };
}
