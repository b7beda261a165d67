import { ArrayField, Datagrid, DateField, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';

/** A code, what it gives, and who redeemed it when. */
export default function CodeShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <NumberField source="gold" />
        <ArrayField source="items">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="item_id" />
            <NumberField source="count" />
          </Datagrid>
        </ArrayField>
        <NumberField source="uses" />
        <NumberField source="max_uses" />
        <DateField source="expires_at" showTime />
        <TextField source="created_by" />
        <ArrayField source="redemptions">
          <Datagrid bulkActionButtons={false} rowClick={false} data-testid="redemptions">
            <TextField source="steam_id" label="resources.players.fields.steam_id" />
            <DateField source="redeemed_at" showTime label="resources.redemption_codes.fields.created_at" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
