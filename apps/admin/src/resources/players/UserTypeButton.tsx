import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AdminPlayerDetail, UserType } from '@arena/contract';
import { USER_TYPES } from '../../auth/roles';
import { postJson } from '../../shared/http';

/** Changes a player's user type with a reason (`POST /api/admin/players/{steam_id}/user_type`). */
export function UserTypeButton() {
  const record = useRecordContext<AdminPlayerDetail>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [userType, setUserType] = useState<UserType>('PLAYER');
  const [reason, setReason] = useState('');
  if (!record) return null;

  const start = () => {
    setUserType(record.user_type);
    setReason('');
    setOpen(true);
  };
  const save = () => {
    postJson(`/api/admin/players/${record.id}/user_type`, { user_type: userType, reason })
      .then(() => {
        setOpen(false);
        notify('arena.players.user_type_changed', { type: 'success' });
        refresh();
      })
      .catch((error: Error) => notify('arena.errors.failed', { type: 'error', messageArgs: { message: error.message } }));
  };

  return (
    <>
      <Button onClick={start}>{translate('arena.players.change_user_type')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>{translate('arena.players.change_user_type')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1, minWidth: 320 }}>
            <TextField
              select
              label={translate('resources.players.fields.user_type')}
              value={userType}
              onChange={(event) => setUserType(event.target.value as UserType)}
            >
              {USER_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {translate(`arena.user_types.${type}`)}
                </MenuItem>
              ))}
            </TextField>
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
          <Button onClick={save} variant="contained" disabled={!reason.trim()}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
