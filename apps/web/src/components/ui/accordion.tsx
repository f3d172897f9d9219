import { type ReactNode, useId, useState } from 'react';

export interface AccordionItem {
  id: string | number;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Heading level of each item's title, so headings stay in order on the page (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/**
 * Question-and-answer items that open and close (WAI-ARIA accordion pattern): each title is a
 * button inside a heading with aria-expanded and aria-controls; several may be open at once.
 */
export function Accordion({ items, headingLevel = 3, className }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const Heading = `h${headingLevel}` as const;
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <div className={['accordion', className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const key = String(item.id);
        const expanded = open.has(key);
        const buttonId = `${baseId}-${key}-button`;
        const panelId = `${baseId}-${key}-panel`;
        return (
          <div
            key={key}
            className={['accordion__item', expanded ? 'accordion__item--open' : null]
              .filter(Boolean)
              .join(' ')}
          >
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__trigger"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(key)}
              >
                <span className="accordion__title">{item.title}</span>
                <span className="accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} className="accordion__panel" hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
