import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * After a failed submit, moves focus to the first invalid field in the order the page shows the
 * fields (react-hook-form's own focus follows the order fields were registered, which is not the
 * page's when a component registers a field before rendering the ones above it). Use with
 * `shouldFocusError: false` and as handleSubmit's invalid handler.
 */
export function focusFirstInvalid<T extends FieldValues>(
  form: HTMLFormElement | null,
  errors: FieldErrors<T>,
): void {
  if (!form) return;
  const invalid = new Set(Object.keys(errors));
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && invalid.has(name) && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}
