import type { AdminPlayerDetail } from '@arena/contract';
import { Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRecordContext, useTranslate } from 'react-admin';
import { SimpleTable } from '../../shared/SimpleTable';

type Ledger = AdminPlayerDetail['gold_ledger'][number];
type Owned = AdminPlayerDetail['inventory'][number];
type Game = AdminPlayerDetail['recent_games'][number];
type Audit = AdminPlayerDetail['audit'][number];

/** A time as the reader's locale writes it (the API answers ISO-8601 UTC). */
function when(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString() : '';
}

/** A signed figure: `+50`, `-20`, `0`. */
function signed(value: number | null): string {
  if (value === null) return '';
  return value > 0 ? `+${value}` : String(value);
}

/** The section's rows, or the "nothing yet" line. */
function Rows<T>({ rows, children }: { rows: readonly T[] | undefined; children: (rows: T[]) => ReactNode }) {
  const translate = useTranslate();
  if (!rows || rows.length === 0) return <Typography color="text.secondary">{translate('arena.players.none')}</Typography>;
  return <>{children([...rows])}</>;
}

/** The gold ledger, newest first: signed amount, why, balance after, when (gold). */
export function LedgerSection() {
  const record = useRecordContext<AdminPlayerDetail>();
  return (
    <Rows rows={record?.gold_ledger}>
      {(rows) => (
        <SimpleTable<Ledger>
          testId="player-ledger"
          rows={rows}
          rowKey={(row) => `${row.at}:${row.ref ?? ''}:${row.amount}:${row.balance}`}
          columns={[
            { label: 'arena.players.at', value: (row) => when(row.at) },
            { label: 'arena.players.amount', value: (row) => signed(row.amount), numeric: true },
            { label: 'arena.players.reason', value: (row) => row.reason },
            { label: 'arena.players.balance', value: (row) => row.balance, numeric: true },
            { label: 'arena.players.ref', value: (row) => row.ref ?? '' },
          ]}
        />
      )}
    </Rows>
  );
}

/** What the player owns: item, count, equipped. */
export function InventorySection() {
  const record = useRecordContext<AdminPlayerDetail>();
  const translate = useTranslate();
  return (
    <Rows rows={record?.inventory}>
      {(rows) => (
        <SimpleTable<Owned>
          testId="player-inventory"
          rows={rows}
          rowKey={(row) => row.item_id}
          columns={[
            { label: 'arena.players.item_id', value: (row) => row.item_id },
            { label: 'arena.players.count', value: (row) => row.count, numeric: true },
            { label: 'arena.players.equipped', value: (row) => (row.equipped ? translate('ra.boolean.true') : '') },
          ]}
        />
      )}
    </Rows>
  );
}

/** The newest games, each opening the games resource's page of it. */
export function GamesSection() {
  const record = useRecordContext<AdminPlayerDetail>();
  const translate = useTranslate();
  return (
    <Rows rows={record?.recent_games}>
      {(rows) => (
        <SimpleTable<Game>
          testId="player-games"
          rows={rows}
          rowKey={(row) => row.game_id}
          columns={[
            {
              label: 'arena.players.game',
              value: (row) => <Link to={`/games/${encodeURIComponent(row.game_id)}/show`}>{row.game_id}</Link>,
            },
            { label: 'arena.players.at', value: (row) => when(row.created_at) },
            { label: 'arena.players.place', value: (row) => row.place, numeric: true },
            { label: 'resources.games.fields.god', value: (row) => row.god },
            { label: 'resources.games.fields.ranked', value: (row) => (row.ranked ? translate('ra.boolean.true') : '') },
            { label: 'resources.games.fields.rounds', value: (row) => row.rounds, numeric: true },
            { label: 'arena.players.rating_change', value: (row) => signed(row.ladder_mmr_change), numeric: true },
          ]}
        />
      )}
    </Rows>
  );
}

/** Gods the player banned from their pool. */
export function GodBansSection() {
  const record = useRecordContext<AdminPlayerDetail>();
  return (
    <Rows rows={record?.god_bans}>
      {(gods) => (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="player-god-bans">
          {gods.map((god) => (
            <Chip key={god} label={god} />
          ))}
        </Stack>
      )}
    </Rows>
  );
}

/** Admin actions on the player, newest first: when, who, what, why. */
export function AuditSection() {
  const record = useRecordContext<AdminPlayerDetail>();
  return (
    <Rows rows={record?.audit}>
      {(rows) => (
        <SimpleTable<Audit>
          testId="player-audit"
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            { label: 'resources.audit.fields.at', value: (row) => when(row.at) },
            { label: 'resources.audit.fields.actor', value: (row) => row.actor_name ?? row.actor ?? '' },
            { label: 'resources.audit.fields.action', value: (row) => row.action },
            { label: 'resources.audit.fields.reason', value: (row) => row.reason ?? '' },
            { label: 'resources.audit.fields.details', value: (row) => JSON.stringify(row.details) },
          ]}
        />
      )}
    </Rows>
  );
}
