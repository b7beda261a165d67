import type { AdminOrder, BodyOf } from '@arena/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ORDERS } from '../../auth/roles';
import { postJson } from '../../shared/http';
import { centsOf, refundable, usd } from './choices';

/** The bodies of support's order actions, as the route table states them. */
type RefundBody = BodyOf<'post', '/api/admin/orders/{id}/refund'>;
type FulfilBody = BodyOf<'post', '/api/admin/orders/{id}/fulfil'>;
type NoteBody = BodyOf<'post', '/api/admin/orders/{id}/notes'>;

/** A dialog of one action: its fields, a reason-bearing body, posted to `/api/admin/orders/{id}/{path}`. */
function ActionDialog({
  label,
  path,
  body,
  valid,
  onOpen,
  disabled,
  children,
}: {
  label: string;
  path: 'refund' | 'fulfil' | 'notes';
  body: () => RefundBody | FulfilBody | NoteBody;
  valid: boolean;
  onOpen: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  const record = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  if (!record) return null;
  const save = () => {
    setSending(true);
    postJson(`/api/admin/orders/${encodeURIComponent(record.id)}/${path}`, body())
      .then(() => {
        setOpen(false);
        notify('arena.orders.done', { type: 'success' });
        refresh();
      })
      .catch((error: Error) => notify('arena.errors.failed', { type: 'error', messageArgs: { message: error.message } }))
      .finally(() => setSending(false));
  };
  return (
    <>
      <Button
        disabled={disabled}
        onClick={() => {
          onOpen();
          setOpen(true);
        }}
      >
        {translate(label)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>{translate(label)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1, minWidth: 360 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button onClick={save} variant="contained" disabled={!valid || sending}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function ReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('arena.common.reason')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={translate('arena.orders.reason_help')}
      slotProps={{ htmlInput: { maxLength: 200, name: 'reason' } }}
      required
    />
  );
}

/** Refund through the provider: an amount (default what is left) and a reason (`POST .../refund`). */
function RefundButton() {
  const record = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  if (!record) return null;
  const left = refundable(record);
  const cents = amount.trim() === '' ? left : centsOf(amount);
  const valid = reason.trim() !== '' && cents !== null && cents >= 1 && cents <= left;
  return (
    <ActionDialog
      label="arena.orders.refund"
      path="refund"
      disabled={left === 0}
      valid={valid}
      onOpen={() => {
        setAmount('');
        setReason('');
      }}
      body={() => ({ ...(amount.trim() === '' ? {} : { amount_usd_cents: cents! }), reason: reason.trim() })}
    >
      <Typography variant="body2">{translate('arena.orders.refund_help', { left: usd(left) })}</Typography>
      <TextField
        label={translate('arena.orders.amount_usd')}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        placeholder={(left / 100).toFixed(2)}
        error={amount.trim() !== '' && (cents === null || cents < 1 || cents > left)}
        slotProps={{ htmlInput: { inputMode: 'decimal', name: 'amount' } }}
      />
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}

/** Re-runs the fulfilment of a paid order that was not fulfilled (it cannot grant twice): a reason (`POST .../fulfil`). */
function FulfilButton() {
  const record = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  if (!record) return null;
  return (
    <ActionDialog
      label="arena.orders.fulfil"
      path="fulfil"
      disabled={record.paid_at === null || record.fulfilled_at !== null}
      valid={reason.trim() !== ''}
      onOpen={() => setReason('')}
      body={() => ({ reason: reason.trim() })}
    >
      <Typography variant="body2">{translate('arena.orders.fulfil_help')}</Typography>
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}

/** Adds a note to the order (`POST .../notes`). */
function NoteButton() {
  const translate = useTranslate();
  const [note, setNote] = useState('');
  return (
    <ActionDialog
      label="arena.orders.add_note"
      path="notes"
      valid={note.trim() !== ''}
      onOpen={() => setNote('')}
      body={() => ({ note: note.trim() })}
    >
      <TextField
        label={translate('arena.orders.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 2_000, name: 'note' } }}
        required
      />
    </ActionDialog>
  );
}

/** The actions SUPPORT and ADMIN may take on an order (`canAccess(orders, refund|fulfil|note)`); none for anyone else. */
export function OrderActionButtons() {
  const refund = useCanAccess({ resource: ORDERS, action: 'refund' });
  const fulfil = useCanAccess({ resource: ORDERS, action: 'fulfil' });
  const note = useCanAccess({ resource: ORDERS, action: 'note' });
  return (
    <>
      {refund.canAccess && <RefundButton />}
      {fulfil.canAccess && <FulfilButton />}
      {note.canAccess && <NoteButton />}
    </>
  );
}
