import { Edit } from 'react-admin';
import { SaleForm } from './SaleForm';

export default function SaleEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SaleForm creating={false} />
    </Edit>
  );
}
