import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** One line of the grant dialog's item lists, as typed. */
export interface ItemLine {
  item_id: string;
  count: string;
}

/** The typed lines as the API's `{item_id, count}` (blank ids skipped, counts at least 1). */
export function linesToItems(lines: readonly ItemLine[]): { item_id: string; count: number }[] {
  return lines
    .filter((line) => line.item_id.trim() !== '')
    .map((line) => ({ item_id: line.item_id.trim(), count: Math.max(1, Math.trunc(Number(line.count) || 1)) }));
}

/** Editable item lines (item id and count), with add and remove buttons. */
export function ItemLines({ lines, onChange, name }: { lines: ItemLine[]; onChange: (lines: ItemLine[]) => void; name: string }) {
  const translate = useTranslate();
  const set = (index: number, change: Partial<ItemLine>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...change } : line)));
  return (
    <Stack spacing={1} data-testid={`grant-${name}`}>
      {lines.map((line, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            label={translate('arena.players.item_id')}
            value={line.item_id}
            onChange={(event) => set(index, { item_id: event.target.value })}
            slotProps={{ htmlInput: { name: `${name}.${index}.item_id` } }}
          />
          <TextField
            size="small"
            type="number"
            label={translate('arena.players.count')}
            value={line.count}
            onChange={(event) => set(index, { count: event.target.value })}
            slotProps={{ htmlInput: { min: 1, step: 1, name: `${name}.${index}.count` } }}
            sx={{ width: 100 }}
          />
          <IconButton aria-label={translate('ra.action.remove')} onClick={() => onChange(lines.filter((_, at) => at !== index))}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => onChange([...lines, { item_id: '', count: '1' }])} sx={{ alignSelf: 'flex-start' }}>
        {translate('arena.players.add_item')}
      </Button>
    </Stack>
  );
}
