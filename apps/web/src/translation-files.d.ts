/** The built translation files' URLs by `locale/section` (translation-files.ts; empty in development). */
declare module 'virtual:translation-files' {
  const files: Record<string, string>;
  export default files;
}
