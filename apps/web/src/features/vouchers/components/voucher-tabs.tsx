import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { VOUCHER_TABS, type VoucherTab } from '../model/tabs';

const LABEL_KEYS: Record<VoucherTab, string> = {
  notPrinted: 'vouchers.tabs.notPrinted',
  all: 'vouchers.tabs.all',
  favourites: 'vouchers.tabs.favourites',
};

export interface VoucherTabsProps {
  tab: VoucherTab;
  onSelect: (tab: VoucherTab) => void;
  /** The panel of the selected tab. */
  children: ReactNode;
}

/**
 * The not printed / all / favourites tabs as ARIA tabs: arrow keys, Home and End move between them
 * (and select, as the list reloads anyway), only the selected one is in the tab order.
 */
export function VoucherTabs({ tab, onSelect, children }: VoucherTabsProps) {
  const { t } = useTranslation();
  const refs = useRef<Partial<Record<VoucherTab, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = VOUCHER_TABS.indexOf(tab);
    const last = VOUCHER_TABS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = VOUCHER_TABS[target];
    if (!next) return;
    onSelect(next);
    refs.current[next]?.focus();
  }

  return (
    <div className="tabs voucher-tabs">
      <div
        role="tablist"
        aria-label={t('vouchers.tabs.label')}
        className="tabs__list voucher-tabs__list"
        onKeyDown={onKeyDown}
      >
        {VOUCHER_TABS.map((value) => (
          <button
            key={value}
            ref={(element) => {
              refs.current[value] = element;
            }}
            type="button"
            role="tab"
            id={`voucher-tab-${value}`}
            aria-selected={value === tab}
            aria-controls="voucher-tab-panel"
            tabIndex={value === tab ? 0 : -1}
            className={['tabs__tab', value === tab ? 'tabs__tab--selected' : null].filter(Boolean).join(' ')}
            onClick={() => {
              if (value !== tab) onSelect(value);
            }}
          >
            {t(LABEL_KEYS[value])}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="voucher-tab-panel"
        aria-labelledby={`voucher-tab-${tab}`}
        className="tabs__panel voucher-tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
