import { DateTimeInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { emptyToNull, localToIso, ReasonInput } from '../../shared/inputs';

/** The site's languages (an announcement is shown in one). */
const LANGUAGES = [
  { id: 'en', name: 'English' },
  { id: 'cn', name: '中文' },
];

export function AnnouncementForm() {
  return (
    <SimpleForm>
      <TextInput source="text" validate={required()} multiline fullWidth />
      <TextInput source="link" type="url" parse={emptyToNull} fullWidth />
      <SelectInput source="language" choices={LANGUAGES} validate={required()} translateChoice={false} />
      <DateTimeInput source="starts_at" parse={localToIso} validate={required()} />
      <DateTimeInput source="ends_at" parse={localToIso} />
      <ReasonInput />
    </SimpleForm>
  );
}
