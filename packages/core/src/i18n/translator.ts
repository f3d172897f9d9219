import type { TranslationKey } from './keys';

/**
 * Text for an i18n key ("domain.price.free") and its {{placeholders}} in one language: the web's
 * t (apps/web/src/lib/translations.ts), translate() bound to a locale on the server
 * (translatorFor). Domain rules that speak take one, so they never import every language's texts
 * themselves.
 */
export type Translator = (key: TranslationKey, params?: Record<string, string | number>) => string;
