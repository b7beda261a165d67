import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { postJson } from '../../shared/http';

/** Grants or takes gold and items with a reason (`POST /api/admin/players/{steam_id}/grant`; negative gold takes). */
export function GrantButton() {
  const record = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [gold, setGold] = useState('');
  const [itemId, setItemId] = useState('');
  const [count, setCount] = useState('1');
  const [reason, setReason] = useState('');
  if (!record) return null;

  const save = () => {
    const body = {
      ...(gold.trim() ? { gold: Number(gold) } : {}),
      ...(itemId.trim() ? { items: [{ item_id: itemId.trim(), count: Number(count) }] } : {}),
      reason,
    };
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
      <Button onClick={() => setOpen(true)}>{translate('arena.players.grant')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>{translate('arena.players.grant')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1, minWidth: 320 }}>
            <TextField
              type="number"
              label={translate('arena.players.gold')}
              value={gold}
              onChange={(event) => setGold(event.target.value)}
            />
            <Typography variant="caption">{translate('arena.players.grant_help')}</Typography>
            <TextField label={translate('arena.players.item_id')} value={itemId} onChange={(event) => setItemId(event.target.value)} />
            <TextField
              type="number"
              label={translate('arena.players.count')}
              value={count}
              onChange={(event) => setCount(event.target.value)}
            />
            <TextField
              label={translate('arena.common.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button onClick={save} variant="contained" disabled={!reason.trim() || (!gold.trim() && !itemId.trim())}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
