import type { Texts } from '@golfwallet/core/i18n/keys';

/**
 * Types i18next's `t` with the English texts (packages/core/src/i18n/en), every section in the one
 * `translation` namespace: a key that names no text fails the typecheck. A key built from a value
 * is typed as the union of the keys it can become (`KeysUnder`, or a record of keys).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Texts };
  }
}
