import { Datagrid, DateField, List, TextField } from 'react-admin';

export default function ChangelogList() {
  return (
    <List sort={{ field: 'date', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <DateField source="date" />
        <TextField source="text.en" />
        <TextField source="text.cn" />
      </Datagrid>
    </List>
  );
}
