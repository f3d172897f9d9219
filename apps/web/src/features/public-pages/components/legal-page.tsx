import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { currentLocale } from '../../../lib/i18n';
import { useSections } from '../../../lib/use-sections';
import { useScrollToTop } from '../hooks/use-scroll-to-top';
import { parseLegalText } from '../model/legal-markup';
import { legalTextLocale } from '../model/page-locales';
import '../../../styles/pages.css';

export type LegalKind = 'terms' | 'privacy';

/**
 * The terms and conditions or the privacy policy in the language of the location (da, en, no,
 * sv, de; English for the others), scrolled to the top on open. Used by the normal and the
 * -mobile routes alike; the shell hides header and footer on the latter.
 */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const { t, i18n } = useTranslation();
  useScrollToTop();
  const textLocale = legalTextLocale(currentLocale());
  const { status, retry } = useSections(textLocale, ['legal']);
  const text = (key: 'Title' | 'Updated' | 'Body') => {
    const value = i18n.getResource(textLocale, `legal.${kind}${key}`);
    return typeof value === 'string' ? value : '';
  };
  const fallbackTitle = t(kind === 'terms' ? 'common.footer.terms' : 'common.footer.privacy');
  const title = status === 'ready' ? text('Title') || fallbackTitle : fallbackTitle;
  const updated = status === 'ready' ? text('Updated') : '';
  const body = status === 'ready' ? text('Body') : '';
  const blocks = useMemo(() => parseLegalText(body), [body]);
  const headings = blocks.filter((block) => block.type === 'heading');

  return (
    <article className="page page--reading container" lang={textLocale}>
      <title>{`${title} – ${t('common.appName')}`}</title>
      <h1 className="page__title">{title}</h1>
      {updated && <p className="legal__updated">{updated}</p>}
      {status === 'loading' && <Spinner />}
      {(status === 'error' || (status === 'ready' && blocks.length === 0)) && (
        <Alert variant={status === 'error' ? 'error' : 'info'}>
          <p>{t('pages.legal.notAvailable')}</p>
          {status === 'error' && (
            <Button variant="secondary" onClick={retry}>
              {t('common.tryAgain')}
            </Button>
          )}
        </Alert>
      )}
      {headings.length >= 4 && (
        <nav className="legal__contents" aria-labelledby={`${kind}-contents`}>
          <h2 id={`${kind}-contents`} className="legal__contents-title">
            {t('pages.legal.contents')}
          </h2>
          <ol>
            {headings.map((heading) => (
              <li key={heading.id}>
                <a href={`#${heading.id}`}>{heading.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="legal__body">
        {blocks.map((block, index) => {
          const key = `${block.type}-${index}`;
          if (block.type === 'heading')
            return (
              <h2 key={key} id={block.id} tabIndex={-1}>
                {block.text}
              </h2>
            );
          if (block.type === 'list')
            return (
              <ul key={key}>
                {block.items.map((item, itemIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a static text; items may repeat.
                  <li key={itemIndex}>{item}</li>
                ))}
              </ul>
            );
          return <p key={key}>{block.text}</p>;
        })}
      </div>
    </article>
  );
}
