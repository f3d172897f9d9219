import { useTranslation } from '../../../lib/use-translation';
import './favourite-button.css';

export interface FavouriteButtonProps {
  favourite: boolean;
  onToggle: () => void;
  className?: string;
}

/** The favourite star: a toggle button (aria-pressed) named "Favourite". */
export function FavouriteButton({ favourite, onToggle, className }: FavouriteButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={['favourite-star', favourite ? 'favourite-star--on' : null, className]
        .filter(Boolean)
        .join(' ')}
      aria-pressed={favourite}
      aria-label={t('vouchers.favourite.label')}
      title={t('vouchers.favourite.label')}
      onClick={onToggle}
    >
      <span aria-hidden="true">{favourite ? '★' : '☆'}</span>
    </button>
  );
}
