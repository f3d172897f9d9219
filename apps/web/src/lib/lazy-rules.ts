import { useEffect, useState } from 'react';
import type { FieldError, FieldErrors, FieldValues, Resolver } from './form';
import type { z } from 'zod';

/**
 * A module of core's zod rules that a page fetches beside itself, not before it. zod is 19.8 KiB
 * gzipped, more than any page's own code: imported statically it would be in the first load of
 * every page with a form (bench/web-size.ts), though nothing is checked before the golfer submits
 * or leaves a field. The page renders at once; the rules start loading as it mounts
 * (`usePreloadedRules`) and every check waits for them, so no input is ever let through unchecked.
 */
export interface LazyRules<M> {
  /** The module; fetched once, and again after a failed fetch. */
  load(): Promise<M>;
  /** The module if it has arrived. */
  loaded(): M | undefined;
}

export function lazyRules<M>(importModule: () => Promise<M>): LazyRules<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load() {
      loading ??= importModule().then(
        (value) => {
          module = value;
          return value;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
  };
}

/**
 * The rules for a check made by hand; undefined, with the network message shown, when they could
 * not be fetched.
 */
export async function rulesOrNetworkError<M>(
  rules: LazyRules<M>,
  showError: (key: 'errors.network') => void,
): Promise<M | undefined> {
  try {
    return await rules.load();
  } catch {
    showError('errors.network');
    return undefined;
  }
}

/** Starts fetching the rules when the page mounts; the module once it has arrived. */
export function usePreloadedRules<M>(rules: LazyRules<M>): M | undefined {
  const [module, setModule] = useState<{ value: M } | undefined>(() => {
    const value = rules.loaded();
    return value === undefined ? undefined : { value };
  });
  useEffect(() => {
    let mounted = true;
    rules.load().then(
      (value) => {
        if (mounted) setModule({ value });
      },
      // Offline or a new deployment: the check that needs them fetches them again.
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [rules]);
  return module?.value;
}

/**
 * A form's resolver (lib/form.ts) over a schema of its rules: zod's issues as errors by field, the
 * first per field. Its first check waits for the rules if they are still on their way; when they
 * cannot be fetched (no connection, and no service worker yet) nothing is sent, the form gets a
 * `root` error, and the next check fetches them again.
 */
export function lazyZodResolver<M, Input extends FieldValues, Output>(
  rules: LazyRules<M>,
  schemaOf: (module: M) => z.ZodType<Output, Input>,
): Resolver<Input, Output> {
  return async (values) => {
    let schema: z.ZodType<Output, Input>;
    try {
      schema = schemaOf(await rules.load());
    } catch {
      const unchecked = { root: { type: 'network', message: 'errors.network' } } as FieldErrors<Input>;
      return { values: {}, errors: unchecked };
    }
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return { values: parsed.data, errors: {} as FieldErrors<Input> };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      // Of a union that failed every way, what its first alternative said.
      const shown = issue.code === 'invalid_union' ? (issue.errors[0]?.[0] ?? issue) : issue;
      errors[issue.path.join('.')] ??= { type: shown.code, message: shown.message };
    }
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}

/**
 * A form's field errors from rules that load beside the page, worked out on every render: none
 * until the rules have arrived. `check()` waits for them and gives the errors of `values`, or null
 * when the rules could not be fetched (`failed` is then set, and nothing may be sent).
 */
export function useLiveChecks<M, V>(
  rules: LazyRules<M>,
  errorsOf: (module: M, values: V) => Record<string, string>,
  values: V,
) {
  const module = usePreloadedRules(rules);
  const [failed, setFailed] = useState(false);
  const check = async (): Promise<Record<string, string> | null> => {
    try {
      const loaded = await rules.load();
      setFailed(false);
      return errorsOf(loaded, values);
    } catch {
      setFailed(true);
      return null;
    }
  };
  return { module, errors: module ? errorsOf(module, values) : {}, failed, check };
}
