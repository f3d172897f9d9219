import type { ReactNode } from 'react';

/** An honest "nothing here yet" panel: a heading and a sentence, no pretend content. */
export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="app-empty">
      <h1 className="app-title">{title}</h1>
      <p>{children}</p>
    </div>
  );
}
