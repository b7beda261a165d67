import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button } from '@mui/material';
import {
  BooleanField,
  DateField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { RecordTable } from '../../shared/RecordTable';

/** Copies the game's data (the record as the API answers it, JSON) to the clipboard. */
function CopyGameData() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  if (!record) return null;
  const copy = () => {
    navigator.clipboard
      .writeText(JSON.stringify(record, null, 2))
      .then(() => notify('arena.common.copied', { type: 'info' }))
      .catch((error: Error) => notify('arena.errors.failed', { type: 'error', messageArgs: { message: error.message } }));
  };
  return (
    <Button startIcon={<ContentCopyIcon />} onClick={copy}>
      {translate('arena.games.copy_game_data')}
    </Button>
  );
}

function Players() {
  const record = useRecordContext<{ players?: unknown }>();
  return <RecordTable rows={record?.players} resource="games" testId="game-players" />;
}

/** One game with its players and the copy-game-data button. */
export default function GameShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <CopyGameData />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="id" />
        <DateField source="created_at" showTime />
        <BooleanField source="ranked" />
        <NumberField source="duration" />
        <NumberField source="rounds" />
        <Players />
      </SimpleShowLayout>
    </Show>
  );
}
