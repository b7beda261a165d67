import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

type Row = Record<string, unknown>;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * A plain table of the rows an API answers (a player's ledger, inventory...): one column per
 * field, headed by `resources.<resource>.fields.<field>` when the locale names it, else the
 * field's name as the API spells it.
 */
export function RecordTable({ rows, resource, testId }: { rows: unknown; resource: string; testId?: string }) {
  const translate = useTranslate();
  const list = Array.isArray(rows) ? (rows as Row[]) : rows && typeof rows === 'object' ? [rows as Row] : [];
  if (list.length === 0) return <Typography color="text.secondary">{translate('arena.common.no_data')}</Typography>;
  const columns = [...new Set(list.flatMap((row) => Object.keys(row)))];
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column}>{translate(`resources.${resource}.fields.${column}`, { _: column })}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {list.map((row, index) => (
          <TableRow key={index}>
            {columns.map((column) => (
              <TableCell key={column}>{cell(row[column])}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
