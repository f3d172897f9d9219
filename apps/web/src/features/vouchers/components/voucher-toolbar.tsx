import { SORT_OPTIONS } from '@golfwallet/core/domain/sort';
import { VOUCHER_SEARCH_MAX, type VoucherSort } from '@golfwallet/core/contracts/vouchers/shapes';
import { useTranslation } from '../../../lib/use-translation';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';

/** Club A-Z first: the default (spec §4 "Sort"), then valid until, then nearest. */
const ORDER: readonly VoucherSort[] = ['club_az', 'valid_until', 'nearest'];
const OPTIONS = ORDER.flatMap((value) => SORT_OPTIONS.filter((option) => option.value === value));

export interface VoucherToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  /** False on the favourites tab: search applies to the all and not-printed tabs. */
  searchable: boolean;
  sort: VoucherSort;
  onSort: (sort: VoucherSort) => void;
  /** Shown under the sort drop-down ('Geolocation is not available yet'). */
  sortError?: string;
}

export function VoucherToolbar({
  search,
  onSearch,
  searchable,
  sort,
  onSort,
  sortError,
}: VoucherToolbarProps) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17; role="search" gives the same landmark everywhere.
    <div role="search" className="voucher-toolbar">
      {searchable && (
        <TextField
          type="search"
          className="voucher-toolbar__search"
          label={t('vouchers.search.label')}
          placeholder={t('vouchers.search.placeholder')}
          value={search}
          maxLength={VOUCHER_SEARCH_MAX}
          autoComplete="off"
          onChange={(event) => onSearch(event.target.value)}
        />
      )}
      <SelectField
        className="voucher-toolbar__sort"
        label={t('vouchers.sort.label')}
        value={sort}
        error={sortError}
        options={OPTIONS.map((option) => ({ value: option.value, label: t(option.labelKey) }))}
        onChange={(event) => {
          const value = ORDER.find((option) => option === event.target.value);
          if (value) onSort(value);
        }}
      />
    </div>
  );
}
