import { Create } from 'react-admin';
import { TournamentForm } from './TournamentForm';

export default function TournamentCreate() {
  return (
    <Create redirect="list">
      <TournamentForm />
    </Create>
  );
}
