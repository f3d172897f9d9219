import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteCard, useSavedCards } from '../api/cards';

/** My credit cards: the saved cards (brand, last four, expiry) and delete with confirmation. */
export function CardsPage() {
  const { t } = useTranslation();
  const cards = useSavedCards();
  const remove = useDeleteCard();
  const [deleting, setDeleting] = useState<{ id: number; last4: string } | null>(null);
  if (cards.isPending) return <Spinner />;
  if (cards.isError) return <p role="alert">{errorMessage(cards.error, t)}</p>;
  return (
    <section className="shop">
      <h1>{t('shop.cards.title')}</h1>
      {cards.data.cards.length === 0 ? (
        <p>{t('shop.cards.none')}</p>
      ) : (
        <ul className="shop__list">
          {cards.data.cards.map((card) => (
            <li key={card.card_id} className="shop__card shop__line">
              <span>
                {t('shop.cards.card', { brand: card.brand, last4: card.last4, expiry: card.expiry })}
              </span>
              <Button
                variant="secondary"
                onClick={() => setDeleting({ id: card.card_id, last4: card.last4 })}
              >
                {t('shop.cards.delete')}
                <span className="visually-hidden"> {card.last4}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && <p role="alert">{errorMessage(remove.error, t)}</p>}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} title={t('shop.cards.delete')}>
        <p>{t('shop.cards.deleteConfirm', { last4: deleting?.last4 ?? '' })}</p>
        <div className="shop__actions">
          <Button
            onClick={() => {
              if (deleting) remove.mutate(deleting.id);
              setDeleting(null);
            }}
          >
            {t('shop.cart.yes')}
          </Button>
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {t('shop.cart.no')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
