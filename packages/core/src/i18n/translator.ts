import type { TranslationKey } from './keys';

/**
 * Text for an i18n key ("domain.price.free") and its {{placeholders}} in one language: i18next's t
 * on the web, translate() bound to a locale on the server (translatorFor). Domain rules that speak
 * take one, so they never import every language's texts themselves.
 */
export type Translator = (key: TranslationKey, params?: Record<string, string | number>) => string;
