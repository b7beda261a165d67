import type { HistoryRow, HistoryState, PlayerHistory } from '@arena/contract';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Loading, Title, useTranslate } from 'react-admin';
import { HISTORY } from '../auth/roles';
import { Guard } from '../shared/Guard';
import { getJson } from '../shared/http';
import { comparedPair, compareStates, historySearch, isUnchanged, stepFrom, togglePick, type StateChanges } from './compare';

/** The event types a history can be narrowed to (the API's `type`). */
const HISTORY_TYPES = [
  'GoldChanged',
  'ItemsGranted',
  'ItemsConsumed',
  'ItemPurchased',
  'XpGranted',
  'PlusDaysGranted',
  'DailyGoldClaimed',
  'ChestOpened',
  'CodeRedeemed',
  'BattlePassRewardClaimed',
  'OrderGranted',
  'OrderRevoked',
  'OrderStarted',
  'OrderPaid',
  'OrderPaymentFailed',
  'OrderExpired',
  'OrderFulfilled',
  'OrderRefundRequested',
  'OrderRefunded',
  'OrderFulfilmentRequested',
  'OrderNoteAdded',
  'SubscriptionStarted',
  'SubscriptionRenewed',
  'SubscriptionStopRequested',
  'SubscriptionRenewalStopped',
  'SubscriptionEnded',
] as const;

const PER_PAGE = [25, 50, 100, 200];

/** Gold and counts with the reader's grouping. */
const grouped = (value: number) => value.toLocaleString();
const signed = (value: number) => (value > 0 ? `+${grouped(value)}` : grouped(value));

/** A time as the console shows it (the browser's locale and zone). */
const time = (iso: string | null) => (iso === null ? '-' : new Date(iso).toLocaleString());

/** The state in one line: gold (and owed), number of distinct items, Plus's end, battle-pass level and upgrade. */
function CompactState({ state }: { state: HistoryState }) {
  const translate = useTranslate();
  const parts = [
    translate('arena.history.compact_gold', { gold: grouped(state.gold) }),
    ...(state.owed_gold > 0 ? [translate('arena.history.compact_owed', { gold: grouped(state.owed_gold) })] : []),
    translate('arena.history.compact_items', { count: Object.keys(state.items).length }),
    state.plus_expires_at ? translate('arena.history.compact_plus', { at: time(state.plus_expires_at) }) : null,
    translate('arena.history.compact_bp', { level: state.battle_pass.level }) +
      (state.battle_pass.upgraded ? ` ${translate('arena.history.upgraded')}` : ''),
  ].filter(Boolean);
  return <>{parts.join(' · ')}</>;
}

/** The full state after the selected row's event. */
function FullState({ row }: { row: HistoryRow }) {
  const translate = useTranslate();
  const { state } = row;
  return (
    <Card variant="outlined" data-testid="history-selected">
      <CardContent>
        <Typography variant="h6">{translate('arena.history.state_after', { type: row.type, position: row.position })}</Typography>
        <Typography variant="body2">
          {time(row.at)} · {translate(`arena.history.causes.${row.cause.kind}`)} {row.cause.ref ?? ''} · {row.actor ?? '-'}
          {row.reason ? ` · ${row.reason}` : ''}
        </Typography>
        <Table size="small">
          <TableBody>
            <TableRow>
              <TableCell>{translate('arena.history.gold')}</TableCell>
              <TableCell align="right">{grouped(state.gold)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell>{translate('arena.history.owed_gold')}</TableCell>
              <TableCell align="right">{grouped(state.owed_gold)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell>{translate('arena.history.plus_until')}</TableCell>
              <TableCell align="right">{time(state.plus_expires_at)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell>{translate('arena.history.battle_pass')}</TableCell>
              <TableCell align="right">
                {translate('arena.history.bp_line', { level: state.battle_pass.level, xp: grouped(state.battle_pass.xp) })}
                {state.battle_pass.upgraded ? ` · ${translate('arena.history.upgraded')}` : ''}
              </TableCell>
            </TableRow>
            {Object.entries(state.items).map(([itemId, count]) => (
              <TableRow key={itemId}>
                <TableCell>{itemId}</TableCell>
                <TableCell align="right">{grouped(count)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          {translate('arena.history.event_data')}
        </Typography>
        <Box component="pre" sx={{ fontSize: 12, whiteSpace: 'pre-wrap', m: 0 }}>
          {JSON.stringify(row.data, null, 2)}
        </Box>
      </CardContent>
    </Card>
  );
}

/** What changed between two rows' states (the earlier first). */
function Comparison({ rows: [earlier, later] }: { rows: [HistoryRow, HistoryRow] }) {
  const translate = useTranslate();
  const changes: StateChanges = compareStates(earlier.state, later.state);
  const lines: [string, string][] = [];
  const number = (label: string, change: StateChanges['gold']) => {
    if (change) lines.push([translate(label), `${grouped(change.before)} → ${grouped(change.after)} (${signed(change.delta)})`]);
  };
  number('arena.history.gold', changes.gold);
  number('arena.history.owed_gold', changes.owedGold);
  for (const item of changes.items) lines.push([item.itemId, `${grouped(item.before)} → ${grouped(item.after)} (${signed(item.delta)})`]);
  if (changes.plus) lines.push([translate('arena.history.plus_until'), `${time(changes.plus.before)} → ${time(changes.plus.after)}`]);
  number('arena.history.bp_xp', changes.battlePassXp);
  number('arena.history.bp_level', changes.battlePassLevel);
  if (changes.upgraded)
    lines.push([
      translate('arena.history.upgraded'),
      `${translate(changes.upgraded.before ? 'ra.boolean.true' : 'ra.boolean.false')} → ${translate(changes.upgraded.after ? 'ra.boolean.true' : 'ra.boolean.false')}`,
    ]);
  return (
    <Card variant="outlined" data-testid="history-compare">
      <CardContent>
        <Typography variant="h6">{translate('arena.history.compare_title', { from: earlier.position, to: later.position })}</Typography>
        {isUnchanged(changes) ? (
          <Typography>{translate('arena.history.no_change')}</Typography>
        ) : (
          <Table size="small">
            <TableBody>
              {lines.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell>{label}</TableCell>
                  <TableCell align="right">{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * A player's purchase history (`GET /api/admin/players/{id}/history`, SUPPORT and ADMIN): every
 * event that touched their wallet, inventory, Plus, battle pass and orders, oldest first, with the
 * state after it. Filter by type and dates, step through (select a row, previous/next, its full
 * state), pick two rows to compare, export the same rows as CSV (the API's `history.csv`).
 */
function History({ steamId }: { steamId: string }) {
  const translate = useTranslate();
  const [types, setTypes] = useState<string[]>([]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(50);
  const [selected, setSelected] = useState<number | null>(null);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const search = historySearch({ types, from, to, page, perPage });
  const base = `/api/admin/players/${encodeURIComponent(steamId)}/history`;
  const answer = useQuery({
    queryKey: ['history', steamId, search],
    queryFn: () => getJson<PlayerHistory>(`${base}?${search}`),
  });
  const rows = answer.data?.rows ?? [];
  const current = rows.find((row) => row.position === selected) ?? null;
  const pair = comparedPair(rows, picked);
  const narrow = (change: () => void) => {
    change();
    setPage(1);
    setSelected(null);
    setPicked(new Set());
  };

  return (
    <Stack spacing={2} sx={{ mt: 2 }} data-testid="history-page">
      <Title title={translate('arena.history.title', { steam_id: steamId })} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component={Link} to={`/players/${encodeURIComponent(steamId)}/show`}>
          {translate('arena.history.back')}
        </Button>
        <FormControl sx={{ minWidth: 260 }} size="small">
          <InputLabel id="history-types">{translate('arena.history.types')}</InputLabel>
          <Select
            labelId="history-types"
            multiple
            value={types}
            label={translate('arena.history.types')}
            onChange={(event) =>
              narrow(() => setTypes(typeof event.target.value === 'string' ? event.target.value.split(',') : event.target.value))
            }
            inputProps={{ name: 'type' }}
          >
            {HISTORY_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <TextField
          size="small"
          type="date"
          label={translate('arena.history.from')}
          value={from}
          onChange={(event) => narrow(() => setFrom(event.target.value))}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { name: 'from' } }}
        />
        <TextField
          size="small"
          type="date"
          label={translate('arena.history.to')}
          value={to}
          onChange={(event) => narrow(() => setTo(event.target.value))}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { name: 'to' } }}
        />
        <Button href={`${base}.csv?${historySearch({ types, from, to })}`} download>
          {translate('arena.history.export_csv')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button disabled={stepFrom(rows, selected, -1) === null} onClick={() => setSelected(stepFrom(rows, selected, -1))}>
          {translate('arena.history.previous')}
        </Button>
        <Button disabled={stepFrom(rows, selected, 1) === null} onClick={() => setSelected(stepFrom(rows, selected, 1))}>
          {translate('arena.history.next')}
        </Button>
        <Typography variant="body2">{translate('arena.history.compare_help')}</Typography>
      </Stack>
      {answer.isPending ? (
        <Loading />
      ) : answer.error ? (
        <Alert severity="error">{translate('arena.errors.failed', { message: answer.error.message })}</Alert>
      ) : rows.length === 0 ? (
        <Typography>{translate('arena.history.empty')}</Typography>
      ) : (
        <Table size="small" data-testid="history-rows">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">{translate('arena.history.compare')}</TableCell>
              <TableCell>{translate('arena.history.at')}</TableCell>
              <TableCell>{translate('arena.history.type')}</TableCell>
              <TableCell>{translate('arena.history.cause')}</TableCell>
              <TableCell>{translate('arena.history.actor')}</TableCell>
              <TableCell align="right">{translate('arena.history.gold_after')}</TableCell>
              <TableCell>{translate('arena.history.state')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={row.position}
                hover
                selected={row.position === selected}
                onClick={() => setSelected(row.position)}
                sx={{ cursor: 'pointer' }}
                data-position={row.position}
              >
                <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    checked={picked.has(row.position)}
                    onChange={() => setPicked(togglePick(picked, row.position))}
                    slotProps={{ input: { 'aria-label': translate('arena.history.compare_row', { position: row.position }) } }}
                  />
                </TableCell>
                <TableCell>{time(row.at)}</TableCell>
                <TableCell>{row.type}</TableCell>
                <TableCell>
                  {translate(`arena.history.causes.${row.cause.kind}`)}
                  {row.cause.ref ? ` ${row.cause.ref}` : ''}
                </TableCell>
                <TableCell>{row.actor ?? '-'}</TableCell>
                <TableCell align="right">{grouped(row.state.gold)}</TableCell>
                <TableCell>
                  <CompactState state={row.state} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <TablePagination
        component="div"
        count={answer.data?.total ?? 0}
        page={page - 1}
        rowsPerPage={perPage}
        rowsPerPageOptions={PER_PAGE}
        onPageChange={(_, next: number) => {
          setPage(next + 1);
          setSelected(null);
        }}
        onRowsPerPageChange={(event) => narrow(() => setPerPage(Number(event.target.value)))}
        labelRowsPerPage={translate('arena.history.per_page')}
        labelDisplayedRows={({ from: first, to: last, count }) => translate('arena.history.displayed', { from: first, to: last, count })}
      />
      {pair && <Comparison rows={pair} />}
      {current && <FullState row={current} />}
    </Stack>
  );
}

/** The history page of `/players/{id}/history`, for whom may read histories (SUPPORT, ADMIN). */
export default function HistoryPage() {
  const { id } = useParams();
  return <Guard resource={HISTORY}>{id ? <History steamId={id} /> : null}</Guard>;
}
