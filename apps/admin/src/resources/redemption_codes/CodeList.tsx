import { Datagrid, DateField, List, NumberField, TextField } from 'react-admin';

export default function CodeList() {
  return (
    <List sort={{ field: 'id', order: 'ASC' }} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <NumberField source="gold" />
        <NumberField source="uses" />
        <NumberField source="max_uses" />
        <DateField source="expires_at" showTime />
        <DateField source="created_at" showTime />
        <TextField source="created_by" />
      </Datagrid>
    </List>
  );
}
