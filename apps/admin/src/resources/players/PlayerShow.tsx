import type { AdminPlayerDetail } from '@arena/contract';
import {
  BooleanField,
  DateField,
  FunctionField,
  NumberField,
  SelectField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { HistoryButton } from '../../history/HistoryButton';
import { RANK_CHOICES, USER_TYPE_CHOICES } from './choices';
import { GrantButton } from './GrantButton';
import { AuditSection, GamesSection, GodBansSection, InventorySection, LedgerSection } from './PlayerSections';
import { RatingChart } from './RatingChart';
import { UserTypeButton } from './UserTypeButton';

/** The purchase history (SUPPORT, ADMIN); ADMIN's changes (the server refuses them to anyone else; the buttons are not shown then). */
function PlayerActions() {
  const { canAccess } = useCanAccess({ resource: 'players', action: 'edit' });
  return (
    <TopToolbar>
      <HistoryButton />
      {canAccess && [<UserTypeButton key="type" />, <GrantButton key="grant" />]}
    </TopToolbar>
  );
}

/**
 * One player (`GET /api/admin/players/{steam_id}`, the contract's `AdminPlayerDetail`): profile
 * and wallet, gold ledger, inventory, games, rating history, god bans, audit entries.
 */
export default function PlayerShow() {
  return (
    <Show actions={<PlayerActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="arena.players.profile">
          <TextField source="steam_id" />
          <TextField source="username" />
          <SelectField source="user_type" choices={USER_TYPE_CHOICES} />
          <BooleanField source="has_plus" />
          <DateField source="plus_expiration" showTime emptyText="-" />
          <BooleanField source="gaimin_connected" />
          <NumberField source="ladder_mmr" />
          <SelectField source="rank" choices={RANK_CHOICES} />
          <FunctionField<AdminPlayerDetail> source="mmr" render={(record) => record.mmr ?? '-'} />
          <NumberField source="games" />
          <NumberField source="ranked_games" />
          <DateField source="created_at" showTime emptyText="-" />
          <DateField source="last_game_at" showTime emptyText="-" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="arena.players.wallet" path="wallet">
          <NumberField source="coins" />
          <LedgerSection />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="arena.players.inventory" path="inventory">
          <InventorySection />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="arena.players.games" path="games">
          <GamesSection />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="arena.players.rating_history" path="rating">
          <RatingChart />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="arena.players.god_bans" path="god_bans">
          <GodBansSection />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="arena.players.audit" path="audit">
          <AuditSection />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
