import type { ReactNode } from 'react';

/** A page's title and subtitle; `children` (e.g. a toolbar) sit beside them. */
export function PageHeader({
  title,
  subtitle,
  className,
  children,
}: {
  title: string;
  subtitle: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <header className={className ? `page-header ${className}` : 'page-header'}>
      <div>
        <h1 className="page-title">{title}</h1>
        <p className="muted">{subtitle}</p>
      </div>
      {children}
    </header>
  );
}
