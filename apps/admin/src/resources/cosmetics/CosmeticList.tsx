import { BooleanField, Datagrid, FunctionField, List, NumberField, SearchInput, TextField, useLocaleState } from 'react-admin';

interface Cosmetic {
  id: string;
  name: { en: string; cn: string };
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The catalog as the store sells it: id, name, type, rarity, prices. */
export default function CosmeticList() {
  const [locale] = useLocaleState();
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }} exporter={false}>
      <Datagrid bulkActionButtons={false}>
        <TextField source="id" />
        <FunctionField<Cosmetic> source="name" render={(record) => (locale === 'zh' ? record.name.cn : record.name.en)} />
        <TextField source="type" />
        <TextField source="rarity" />
        <NumberField source="gold_price" />
        <NumberField source="usd_cents" />
        <BooleanField source="stackable" />
      </Datagrid>
    </List>
  );
}
