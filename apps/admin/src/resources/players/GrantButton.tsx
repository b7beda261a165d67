import type { AdminPlayerDetail, GrantBody } from '@arena/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { postJson } from '../../shared/http';
import { ItemLines, linesToItems, type ItemLine } from './ItemLines';

/**
 * Grants or takes gold and items with a reason (`POST /api/admin/players/{steam_id}/grant`, the
 * contract's `GrantBody`): gold (negative takes it back, never below 0), items to grant, items the
 * player owns to take back (`take_items`).
 */
export function GrantButton() {
  const record = useRecordContext<AdminPlayerDetail>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [gold, setGold] = useState('');
  const [grant, setGrant] = useState<ItemLine[]>([]);
  const [take, setTake] = useState<ItemLine[]>([]);
  const [reason, setReason] = useState('');
  if (!record) return null;

  const goldAmount = gold.trim() === '' ? 0 : Number(gold);
  const items = linesToItems(grant);
  const takeItems = linesToItems(take);
  const valid = reason.trim() !== '' && Number.isInteger(goldAmount) && (goldAmount !== 0 || items.length > 0 || takeItems.length > 0);

  const start = () => {
    setGold('');
    setGrant([]);
    setTake([]);
    setReason('');
    setOpen(true);
  };
  const save = () => {
    const body: GrantBody = { gold: goldAmount, items, take_items: takeItems, reason: reason.trim() };
    postJson(`/api/admin/players/${record.id}/grant`, body)
      .then(() => {
        setOpen(false);
        notify('arena.players.granted', { type: 'success' });
        refresh();
      })
      .catch((error: Error) => notify('arena.errors.failed', { type: 'error', messageArgs: { message: error.message } }));
  };

  return (
    <>
      <Button onClick={start}>{translate('arena.players.grant')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>{translate('arena.players.grant')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1, minWidth: 360 }}>
            <TextField
              type="number"
              label={translate('arena.players.gold')}
              value={gold}
              onChange={(event) => setGold(event.target.value)}
              helperText={translate('arena.players.grant_help')}
              slotProps={{ htmlInput: { step: 1, name: 'gold' } }}
            />
            <Typography variant="subtitle2">{translate('arena.players.items_to_grant')}</Typography>
            <ItemLines lines={grant} onChange={setGrant} name="items" />
            <Typography variant="subtitle2">{translate('arena.players.items_to_take')}</Typography>
            <ItemLines lines={take} onChange={setTake} name="take_items" />
            <TextField
              label={translate('arena.common.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 200, name: 'reason' } }}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button onClick={save} variant="contained" disabled={!valid}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
