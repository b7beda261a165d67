import { Edit } from 'react-admin';
import { ChangelogForm } from './ChangelogForm';

export default function ChangelogEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <ChangelogForm />
    </Edit>
  );
}
