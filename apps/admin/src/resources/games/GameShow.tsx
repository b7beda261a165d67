import type { AdminGameDetail } from '@arena/contract';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router';
import {
  BooleanField,
  DateField,
  Labeled,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { SimpleTable } from '../../shared/SimpleTable';

type Player = AdminGameDetail['players'][number];

/** The specification's copy-game-data summary (`copy_summary`: per player in place order, god and heroes), as JSON. */
function summaryText(record: AdminGameDetail): string {
  return JSON.stringify(record.copy_summary, null, 2);
}

/** Copies the game's summary to the clipboard. */
function CopyGameData() {
  const record = useRecordContext<AdminGameDetail>();
  const translate = useTranslate();
  const notify = useNotify();
  if (!record) return null;
  const copy = () => {
    navigator.clipboard
      .writeText(summaryText(record))
      .then(() => notify('arena.common.copied', { type: 'info' }))
      .catch((error: Error) => notify('arena.errors.failed', { type: 'error', messageArgs: { message: error.message } }));
  };
  return (
    <Button startIcon={<ContentCopyIcon />} onClick={copy}>
      {translate('arena.games.copy_game_data')}
    </Button>
  );
}

/** A signed figure: `+25`, `-10`; '' in unranked games. */
function signed(value: number | null): string {
  if (value === null) return '';
  return value > 0 ? `+${value}` : String(value);
}

/** The players in place order, each opening the players resource's page. */
function Players() {
  const record = useRecordContext<AdminGameDetail>();
  if (!record) return null;
  return (
    <Labeled label="resources.games.fields.players">
      <SimpleTable<Player>
        testId="game-players"
        rows={record.players}
        rowKey={(row) => row.steam_id}
        columns={[
          { label: 'arena.players.place', value: (row) => row.place, numeric: true },
          {
            label: 'resources.players.fields.username',
            value: (row) => <Link to={`/players/${row.steam_id}/show`}>{row.username}</Link>,
          },
          { label: 'resources.games.fields.god', value: (row) => row.god },
          { label: 'resources.games.fields.rounds', value: (row) => row.rounds, numeric: true },
          { label: 'arena.games.wins_losses', value: (row) => `${row.wins} / ${row.losses}` },
          { label: 'resources.players.fields.ladder_mmr', value: (row) => row.ladder_mmr ?? '', numeric: true },
          { label: 'arena.players.rating_change', value: (row) => signed(row.ladder_mmr_change), numeric: true },
          { label: 'arena.games.heroes', value: (row) => row.heroes.length, numeric: true },
        ]}
      />
    </Labeled>
  );
}

/** The copy-game-data summary as it is copied. */
function Summary() {
  const record = useRecordContext<AdminGameDetail>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box>
      <Typography variant="subtitle2">{translate('arena.games.summary')}</Typography>
      <Box
        component="pre"
        data-testid="game-copy-summary"
        sx={{ maxHeight: 320, overflow: 'auto', bgcolor: 'action.hover', p: 1, fontSize: 12 }}
      >
        {summaryText(record)}
      </Box>
    </Box>
  );
}

/** One game (`GET /api/admin/games/{id}`, the contract's `AdminGameDetail`): players and the copy-game-data summary. */
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
        <BooleanField source="cheats_enabled" />
        <NumberField source="duration" />
        <NumberField source="rounds" />
        <Players />
        <Summary />
      </SimpleShowLayout>
    </Show>
  );
}
