import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Tabs } from '../../../components/ui/tabs';
import { VOUCHER_TABS, type VoucherTab } from '../model/tabs';
import type { TranslationKey } from '@golfwallet/core/i18n/keys';

const LABEL_KEYS: Record<VoucherTab, TranslationKey> = {
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
 * The not printed / all / favourites tabs on the Tabs primitive: arrow keys, Home and End move
 * between them and select (the list reloads anyway); choosing the selected tab again does nothing.
 */
export function VoucherTabs({ tab, onSelect, children }: VoucherTabsProps) {
  const { t } = useTranslation();
  const tabs = VOUCHER_TABS.map((id) => ({ id, label: t(LABEL_KEYS[id]) }));
  return (
    <Tabs
      label={t('vouchers.tabs.label')}
      tabs={tabs}
      value={tab}
      onChange={onSelect}
      className="voucher-tabs"
    >
      {children}
    </Tabs>
  );
}
