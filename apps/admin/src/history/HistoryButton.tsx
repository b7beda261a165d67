import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router';

/**
 * "Purchase history" on a player's page: opens `/players/{id}/history`. Whoever reads a player's
 * page (SUPPORT, ADMIN) may read the history, so it waits for nothing but the record.
 */
export function HistoryButton() {
  const record = useRecordContext<{ id: string }>();
  if (!record) return null;
  return (
    <Button component={Link} to={`/players/${encodeURIComponent(String(record.id))}/history`} label="arena.history.open">
      <ReceiptLongIcon />
    </Button>
  );
}
