import { DateTimeInput, NumberInput, required, SimpleForm, TextInput } from 'react-admin';
import { localToIso, ReasonInput } from '../../shared/inputs';

const asList = (value: string) => value.split(/[\s,]+/).filter(Boolean);
const asText = (value: string[] | undefined) => (value ?? []).join(', ');

/** The terms of a sale; the id is chosen at creation and fixed after. */
export function SaleForm({ creating }: { creating: boolean }) {
  return (
    <SimpleForm>
      <TextInput source="id" validate={required()} disabled={!creating} />
      <TextInput source="title.en" validate={required()} fullWidth />
      <TextInput source="title.cn" validate={required()} fullWidth />
      <NumberInput source="percent_off" min={1} max={90} validate={required()} />
      <TextInput source="item_ids" parse={asList} format={asText} validate={required()} fullWidth />
      <DateTimeInput source="starts_at" parse={localToIso} validate={required()} />
      <DateTimeInput source="ends_at" parse={localToIso} validate={required()} />
      <ReasonInput />
    </SimpleForm>
  );
}
