import type { AdminGodView } from '@arena/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';

type Flag = 'enabled' | 'free' | 'plus_exclusive';

/**
 * A god's flag: a switch for ADMIN (asks for an optional reason, then `PUT /api/admin/gods/{id}`
 * with that flag), a plain yes/no for anyone else.
 */
export function FlagToggle({ flag }: { flag: Flag; label?: string }) {
  const record = useRecordContext<AdminGodView>();
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource: 'gods', action: 'edit' });
  const [update, { isPending }] = useUpdate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!record) return null;
  const value = record[flag];
  if (!canAccess) return <span data-testid={`god-${flag}`}>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</span>;

  const save = () => {
    void update(
      'gods',
      { id: record.id, data: { [flag]: !value, reason: reason.trim() || null }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('arena.gods.changed', { type: 'success' }),
        onError: (error) => notify('arena.errors.failed', { type: 'error', messageArgs: { message: error.message } }),
      },
    );
    setOpen(false);
  };
  const label = translate(`resources.gods.fields.${flag}`);
  return (
    <>
      <Switch
        checked={value}
        disabled={isPending}
        onClick={(event) => event.stopPropagation()}
        onChange={() => {
          setReason('');
          setOpen(true);
        }}
        slotProps={{ input: { 'aria-label': `${label}: ${record.id}` } }}
        data-testid={`god-${flag}-toggle`}
      />
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>{flag === 'enabled' ? translate(value ? 'arena.gods.disable' : 'arena.gods.enable') : label}</DialogTitle>
        <DialogContent>
          <TextField
            label={translate('arena.common.reason')}
            helperText={translate('arena.common.reason_help')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            fullWidth
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button onClick={save} variant="contained">
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
