import {
  BooleanField,
  NumberField,
  SelectField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { RecordTable } from '../../shared/RecordTable';
import { RANK_CHOICES, USER_TYPE_CHOICES } from './choices';
import { GrantButton } from './GrantButton';
import { UserTypeButton } from './UserTypeButton';

/** The sections of a player's record drawn as tables, by field: its tab's label key. */
const SECTIONS = [
  ['wallet', 'arena.players.wallet'],
  ['ledger', 'arena.players.ledger'],
  ['inventory', 'arena.players.inventory'],
  ['recent_games', 'arena.players.games'],
  ['rating_history', 'arena.players.rating_history'],
  ['god_bans', 'arena.players.god_bans'],
  ['audit', 'arena.players.audit'],
] as const;

function Section({ field }: { field: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  return <RecordTable rows={record?.[field]} resource="players" testId={`player-${field}`} />;
}

/** ADMIN's changes (the server refuses them to anyone else; the buttons are not shown then). */
function PlayerActions() {
  const { canAccess } = useCanAccess({ resource: 'players', action: 'edit' });
  return <TopToolbar>{canAccess && [<UserTypeButton key="type" />, <GrantButton key="grant" />]}</TopToolbar>;
}

/** One player: profile, wallet and ledger, inventory, games, rating history, god bans, audit entries. */
export default function PlayerShow() {
  return (
    <Show actions={<PlayerActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="arena.players.profile">
          <TextField source="steam_id" />
          <TextField source="username" />
          <SelectField source="user_type" choices={USER_TYPE_CHOICES} />
          <BooleanField source="has_plus" />
          <NumberField source="ladder_mmr" />
          <SelectField source="rank" choices={RANK_CHOICES} />
          <NumberField source="games" />
        </TabbedShowLayout.Tab>
        {SECTIONS.map(([field, label]) => (
          <TabbedShowLayout.Tab key={field} label={label} path={field}>
            <Section field={field} />
          </TabbedShowLayout.Tab>
        ))}
      </TabbedShowLayout>
    </Show>
  );
}
