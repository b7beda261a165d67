import { Edit } from 'react-admin';
import { TournamentForm } from './TournamentForm';

export default function TournamentEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <TournamentForm />
    </Edit>
  );
}
