import {
  BooleanField,
  Datagrid,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { RANK_CHOICES, USER_TYPE_CHOICES } from './choices';

/** Players: search by name or Steam id (`q`), filters user type, Plus and rank. */
export default function PlayerList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('arena.players.search')} />,
    <SelectInput key="user_type" source="user_type" choices={USER_TYPE_CHOICES} alwaysOn />,
    <NullableBooleanInput key="has_plus" source="has_plus" />,
    <SelectInput key="rank" source="rank" choices={RANK_CHOICES} />,
  ];
  return (
    <List filters={filters} sort={{ field: 'ladder_mmr', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="steam_id" />
        <TextField source="username" />
        <SelectField source="user_type" choices={USER_TYPE_CHOICES} />
        <BooleanField source="has_plus" />
        <NumberField source="ladder_mmr" />
        <SelectField source="rank" choices={RANK_CHOICES} />
        <NumberField source="games" />
      </Datagrid>
    </List>
  );
}
