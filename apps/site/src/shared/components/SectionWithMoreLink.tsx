import type { ReactNode } from 'react';
import { Link } from 'wouter';
import './SectionWithMoreLink.css';

/** A titled section whose heading has a link to the full list beside it. */
export function SectionWithMoreLink({
  id,
  title,
  moreTo,
  moreLabel,
  children,
}: {
  id: string;
  title: string;
  moreTo: string;
  moreLabel: string;
  children: ReactNode;
}) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="section__head">
        <h2 id={id} className="section__title">
          {title}
        </h2>
        <Link className="section__more" to={moreTo}>
          {moreLabel} <span aria-hidden>→</span>
        </Link>
      </div>
      {children}
    </section>
  );
}
