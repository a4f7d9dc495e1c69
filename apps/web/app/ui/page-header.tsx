import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";

/** Breadcrumbs, the page's h1 and an optional lead paragraph. */
export function PageHeader({
  title,
  lead,
  crumbs,
  children,
}: {
  title: string;
  lead?: string;
  crumbs?: Crumb[];
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <Breadcrumbs items={crumbs ?? [{ label: title }]} />
      <h1>{title}</h1>
      {lead ? <p className="page-lead">{lead}</p> : null}
      {children}
    </header>
  );
}

/** A titled list of facts (a card). */
export function FactList({ title, items }: { title: string; items: ReactNode[] }) {
  return (
    <section className="card fact-list">
      <h2>{title}</h2>
      <ul>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static list, never reordered
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
