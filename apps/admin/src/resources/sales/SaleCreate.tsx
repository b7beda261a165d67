import { Create } from 'react-admin';
import { SaleForm } from './SaleForm';

export default function SaleCreate() {
  return (
    <Create redirect="list">
      <SaleForm creating />
    </Create>
  );
}
