import { DEFAULT_FAQ_CATEGORY } from '@golfwallet/core/contracts/faq/shapes';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Accordion } from '../../../components/ui/accordion';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useFaqCategories } from '../api/get-faq-categories';
import { useFaqItems } from '../api/get-faq-items';
import { initialFaqCategory } from '../model/faq-categories';
import '../../../styles/pages.css';

/**
 * /faq on the desktop (spec §2): the categories on the left, the questions of the chosen one as an
 * accordion on the right; opens on category 3.
 */
export function FaqPage() {
  const { t } = useTranslation();
  const categories = useFaqCategories();
  const items = useFaqItems();
  const [chosen, setChosen] = useState<number | null>(null);

  const categoryList = categories.data ?? [];
  const active =
    chosen ??
    initialFaqCategory(
      categoryList.map((category) => category.category_id),
      DEFAULT_FAQ_CATEGORY,
    );
  const activeCategory = categoryList.find((category) => category.category_id === active);
  const visible = (items.data ?? []).filter((item) => item.category_id === active);
  const failed = categories.isError || items.isError;

  return (
    <div className="page container">
      <title>{`${t('pages.faq.title')} – ${t('common.appName')}`}</title>
      <h1 className="page__title">{t('pages.faq.title')}</h1>
      {failed ? (
        <Alert variant="error">
          <p>{t('pages.faq.loadError')}</p>
          <Button
            variant="secondary"
            onClick={() => {
              void categories.refetch();
              void items.refetch();
            }}
          >
            {t('common.tryAgain')}
          </Button>
        </Alert>
      ) : categories.isPending || items.isPending ? (
        <Spinner />
      ) : (
        <div className="faq-layout">
          <nav className="faq-layout__categories" aria-labelledby="faq-categories-title">
            <h2 id="faq-categories-title" className="faq-layout__heading">
              {t('pages.faq.categories')}
            </h2>
            <ul className="category-list">
              {categoryList.map((category) => {
                const isActive = category.category_id === active;
                return (
                  <li key={category.category_id}>
                    <button
                      type="button"
                      className={['category-list__button', isActive ? 'category-list__button--active' : null]
                        .filter(Boolean)
                        .join(' ')}
                      aria-pressed={isActive}
                      onClick={() => setChosen(category.category_id)}
                    >
                      {category.title}
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          <section className="faq-layout__items" aria-labelledby="faq-items-title" aria-live="polite">
            <h2 id="faq-items-title" className="faq-layout__heading">
              {activeCategory?.title ?? t('pages.faq.questions')}
            </h2>
            {visible.length === 0 ? (
              <p>{t('pages.faq.empty')}</p>
            ) : (
              <Accordion
                key={active ?? 'none'}
                headingLevel={3}
                items={visible.map((item) => ({
                  id: item.item_id,
                  title: item.question,
                  content: <p className="faq-answer">{item.answer}</p>,
                }))}
              />
            )}
          </section>
        </div>
      )}
    </div>
  );
}
