import { DateTimeInput, Edit, NumberInput, SimpleForm, TextInput } from 'react-admin';
import { localToIso, ReasonInput } from '../../shared/inputs';

/** A code's limits: its expiry and maximum uses (what it gives never changes). */
export default function CodeEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <TextInput source="id" disabled />
        <DateTimeInput source="expires_at" parse={localToIso} />
        <NumberInput source="max_uses" min={1} parse={(value: string) => (value === '' ? null : Number(value))} />
        <ReasonInput />
      </SimpleForm>
    </Edit>
  );
}
