import { ArrayInput, Create, DateTimeInput, NumberInput, required, SimpleForm, SimpleFormIterator, TextInput } from 'react-admin';
import { localToIso, ReasonInput } from '../../shared/inputs';

export default function CodeCreate() {
  return (
    <Create redirect="show">
      <SimpleForm defaultValues={{ gold: 0, items: [], expires_at: null, max_uses: null }}>
        <TextInput source="id" validate={required()} parse={(value: string) => value.toUpperCase()} />
        <NumberInput source="gold" min={0} />
        <ArrayInput source="items">
          <SimpleFormIterator inline>
            <TextInput source="item_id" validate={required()} />
            <NumberInput source="count" min={1} validate={required()} />
          </SimpleFormIterator>
        </ArrayInput>
        <DateTimeInput source="expires_at" parse={localToIso} />
        <NumberInput source="max_uses" min={1} parse={(value: string) => (value === '' ? null : Number(value))} />
        <ReasonInput />
      </SimpleForm>
    </Create>
  );
}
