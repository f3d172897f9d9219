import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { isLocale } from '@golfwallet/core/i18n/locales';
import { useSitePlace } from '../../components/ui/site-link';
import { currentLocale } from '../../lib/i18n';
import { LANGUAGE_NAMES, languageLinks } from '../../lib/language-sites';

/**
 * The header's language drop-down (disclosure pattern): a button that opens a list of links to
 * the country sites. Escape, a click outside or leaving the list closes it.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const locale = isLocale(i18n.language) ? i18n.language : currentLocale();
  const links = languageLinks(useSitePlace());

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="language-menu">
      <button
        ref={buttonRef}
        type="button"
        className="language-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('common.header.languageMenu', { language: LANGUAGE_NAMES[locale] })}
        onClick={() => setOpen((value) => !value)}
      >
        <svg className="language-menu__globe" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M3 12h18M12 3c2.6 2.5 3.9 5.5 3.9 9s-1.3 6.5-3.9 9c-2.6-2.5-3.9-5.5-3.9-9S9.4 5.5 12 3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        <span>{LANGUAGE_NAMES[locale]}</span>
        <span className="language-menu__caret" aria-hidden="true" />
      </button>
      <ul id={listId} className="language-menu__list" hidden={!open}>
        {links.map((link) => (
          <li key={link.locale}>
            <a
              href={link.href}
              hrefLang={link.locale}
              lang={link.locale}
              className="language-menu__link"
              aria-current={link.locale === locale ? 'true' : undefined}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
