/**
 * The web's copy of packages/core's validation/common-passwords.ts: vite.config.ts resolves the
 * import in core's validation/fields.ts to this file, so the list of the 3,000 most common
 * passwords (12 KiB gzipped) is not in the first load of every page with a form, only fetched
 * where a new password is typed (the fields call loadCommonPasswords on focus; the first check
 * starts it too). Until it has arrived the check passes, and the API's own check (the same list,
 * always loaded there) refuses a common password with its message in the page language.
 */
let common: ReadonlySet<string> | undefined;
let loading: Promise<void> | undefined;

/** Fetches the list once; a failed fetch is tried again on the next call. */
export function loadCommonPasswords(): Promise<void> {
  loading ??= import('@golfwallet/core/validation/common-passwords').then(
    (module) => {
      common = module.commonPasswords();
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

/** True when a password is one of the common ones (ignoring case), once the list is here. */
export function isCommonPassword(password: string): boolean {
  if (!common) void loadCommonPasswords();
  return common?.has(password.toLowerCase()) ?? false;
}
