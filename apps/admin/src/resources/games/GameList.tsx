import {
  BooleanField,
  Datagrid,
  DateField,
  DateInput,
  List,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  TextField,
  TextInput,
} from 'react-admin';

const filters = [
  <NumberInput key="hours" source="hours" min={1} alwaysOn />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
  <NullableBooleanInput key="ranked" source="ranked" />,
  <TextInput key="player" source="player" />,
  <TextInput key="god" source="god" />,
];

/** Games, newest first: filters last N hours, date range, ranked, player, god. */
export default function GameList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <DateField source="created_at" showTime />
        <BooleanField source="ranked" />
        <NumberField source="duration" />
        <NumberField source="rounds" />
      </Datagrid>
    </List>
  );
}
