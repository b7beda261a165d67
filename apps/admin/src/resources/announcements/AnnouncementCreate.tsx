import { Create } from 'react-admin';
import { AnnouncementForm } from './AnnouncementForm';

export default function AnnouncementCreate() {
  return (
    <Create redirect="list">
      <AnnouncementForm />
    </Create>
  );
}
