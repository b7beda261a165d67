import { DateInput, NumberInput, required, SimpleForm, TextInput } from 'react-admin';
import { emptyToNull, ReasonInput } from '../../shared/inputs';

export function TournamentForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} fullWidth />
      <DateInput source="date" validate={required()} />
      <TextInput source="signup_url" type="url" parse={emptyToNull} fullWidth />
      <TextInput source="results_url" type="url" parse={emptyToNull} fullWidth />
      <NumberInput source="prize_pool_usd_cents" min={0} parse={(value: string) => (value === '' ? null : Number(value))} />
      <ReasonInput />
    </SimpleForm>
  );
}
