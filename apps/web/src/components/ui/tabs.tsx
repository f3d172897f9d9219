import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabsProps<T extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly { id: T; label: ReactNode }[];
  value: T;
  onChange: (id: T) => void;
  /** The content of the selected tab. */
  children: ReactNode;
  /** pills (default): the rounded pill bar; underline: plain tabs with a line under the chosen one. */
  variant?: 'pills' | 'underline';
  className?: string;
}

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys, Home and End move between
 * tabs; only the selected tab is in the tab order; its panel is labelled by it. Choosing the tab
 * already selected calls no onChange.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
  variant = 'pills',
  className,
}: TabsProps<T>) {
  const baseId = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const choose = (id: T) => {
    if (id !== value) onChange(id);
  };
  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    choose(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  return (
    <div
      className={['tabs', variant === 'underline' ? 'tabs--underline' : null, className]
        .filter(Boolean)
        .join(' ')}
    >
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab, index) => {
          const selected = tab.id === value;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              className={['tabs__tab', selected ? 'tabs__tab--selected' : null].filter(Boolean).join(' ')}
              onClick={() => choose(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${value}`}
        className="tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
