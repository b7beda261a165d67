import type { AdminOrder } from '@arena/contract';
import { BooleanField, Datagrid, DateField, FunctionField, List, SelectField, SelectInput, TextField, TextInput } from 'react-admin';
import { PROVIDER_CHOICES, STATUS_CHOICES, usd } from './choices';

const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
  <TextInput key="steam_id" source="steam_id" />,
  <SelectInput key="provider" source="provider" choices={PROVIDER_CHOICES} />,
];

/** Orders, newest first: search (order id, Steam id, product), status, player, provider. */
export default function OrderList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="order_id" />
        <DateField source="created_at" showTime />
        <TextField source="steam_id" />
        <TextField source="item_id" />
        <FunctionField<AdminOrder> source="price_usd_cents" render={(order) => usd(order.price_usd_cents)} />
        <SelectField source="status" choices={STATUS_CHOICES} />
        <SelectField source="provider" choices={PROVIDER_CHOICES} />
        <BooleanField source="subscription" />
      </Datagrid>
    </List>
  );
}
