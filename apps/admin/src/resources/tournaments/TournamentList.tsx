import { Datagrid, DateField, List, NumberField, TextField, UrlField } from 'react-admin';

export default function TournamentList() {
  return (
    <List sort={{ field: 'date', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <DateField source="date" />
        <UrlField source="signup_url" />
        <UrlField source="results_url" />
        <NumberField source="prize_pool_usd_cents" />
      </Datagrid>
    </List>
  );
}
