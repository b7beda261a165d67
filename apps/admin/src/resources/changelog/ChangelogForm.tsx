import { DateInput, required, SimpleForm, TextInput } from 'react-admin';
import { ReasonInput } from '../../shared/inputs';

export function ChangelogForm() {
  return (
    <SimpleForm>
      <DateInput source="date" validate={required()} />
      <TextInput source="text.en" validate={required()} multiline minRows={3} fullWidth />
      <TextInput source="text.cn" validate={required()} multiline minRows={3} fullWidth />
      <ReasonInput />
    </SimpleForm>
  );
}
