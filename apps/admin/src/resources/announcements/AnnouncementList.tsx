import { ChipField, Datagrid, DateField, List, TextField } from 'react-admin';

export default function AnnouncementList() {
  return (
    <List sort={{ field: 'starts_at', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="text" />
        <TextField source="language" />
        <DateField source="starts_at" showTime />
        <DateField source="ends_at" showTime />
        <ChipField source="status" />
      </Datagrid>
    </List>
  );
}
