import { ChipField, Datagrid, DateField, List, NumberField, TextField } from 'react-admin';

export default function SaleList() {
  return (
    <List sort={{ field: 'starts_at', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="title.en" />
        <NumberField source="percent_off" />
        <TextField source="item_ids" />
        <DateField source="starts_at" showTime />
        <DateField source="ends_at" showTime />
        <ChipField source="status" />
      </Datagrid>
    </List>
  );
}
