import { Create } from 'react-admin';
import { ChangelogForm } from './ChangelogForm';

export default function ChangelogCreate() {
  return (
    <Create redirect="list">
      <ChangelogForm />
    </Create>
  );
}
