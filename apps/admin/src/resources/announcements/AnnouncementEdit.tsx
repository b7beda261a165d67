import { Edit } from 'react-admin';
import { AnnouncementForm } from './AnnouncementForm';

export default function AnnouncementEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <AnnouncementForm />
    </Edit>
  );
}
