import { Datagrid, DateField, DateInput, FunctionField, List, TextField, TextInput } from 'react-admin';

const filters = [
  <TextInput key="actor" source="actor" alwaysOn />,
  <TextInput key="action" source="action" alwaysOn />,
  <TextInput key="target" source="target" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

/** Admin changes, newest first, filtered by actor, action, target and date. */
export default function AuditList() {
  return (
    <List filters={filters} sort={{ field: 'at', order: 'DESC' }} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="at" showTime />
        <TextField source="actor_name" />
        <TextField source="actor" />
        <TextField source="action" />
        <TextField source="target" />
        <TextField source="reason" />
        <FunctionField source="details" render={(record: { details?: unknown }) => JSON.stringify(record.details ?? null)} />
      </Datagrid>
    </List>
  );
}
