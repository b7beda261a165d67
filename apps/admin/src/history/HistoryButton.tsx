import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button, useCanAccess, useRecordContext } from 'react-admin';
import { Link } from 'react-router';
import { HISTORY } from '../auth/roles';

/** "Purchase history" on a player's page: opens `/players/{id}/history`, for whom may read it (SUPPORT, ADMIN). */
export function HistoryButton() {
  const record = useRecordContext<{ id: string }>();
  const { canAccess } = useCanAccess({ resource: HISTORY, action: 'list' });
  if (!record || !canAccess) return null;
  return (
    <Button component={Link} to={`/players/${encodeURIComponent(String(record.id))}/history`} label="arena.history.open">
      <ReceiptLongIcon />
    </Button>
  );
}
