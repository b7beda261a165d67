import type { ReactNode } from 'react';
import { SkeletonRows } from './Skeleton';
import './ListTable.css';

/** A table column: its header and the class of its cells (e.g. `col-num` right-aligns). */
export interface Column {
  label: ReactNode;
  className?: string;
}

/** The header row of a table with `columns`. */
export function TableHead({ columns }: { columns: Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, i) => (
          <th key={i} scope="col" className={column.className}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A card-framed list table: skeleton rows while it loads, a note instead of rows when there are none. */
export function ListTable({
  className,
  columns,
  loading,
  skeletonRows,
  isEmpty,
  emptyText,
  children,
}: {
  className: string;
  columns: Column[];
  loading?: boolean;
  skeletonRows: number;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <div className="table-wrap card">
      <table className={`table ${className}`}>
        <TableHead columns={columns} />
        <tbody>{loading ? <SkeletonRows rows={skeletonRows} columns={columns.length} /> : children}</tbody>
      </table>
      {!loading && isEmpty ? <p className="empty muted">{emptyText}</p> : null}
    </div>
  );
}
