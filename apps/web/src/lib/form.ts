import { type BaseSyntheticEvent, type ChangeEvent, useCallback, useEffect, useRef, useState } from 'react';

/**
 * The golfer's forms, bound to their fields and checked with core's zod rules (spec §5: errors
 * show after the first submit, then follow each field as it is corrected).
 *
 * This replaced react-hook-form, of which the forms used only this much: registering fields,
 * submitting, field errors (also from the server) and setting, reading, resetting and watching
 * values. It cost 11.9 KiB gzipped in the first load of every form page, enough alone to put
 * 21 routes over the 150 KiB budget (bench/web-size.ts); this is under 1.5 KiB.
 *
 * The fields stay uncontrolled: a keystroke re-renders nothing until the form has been submitted
 * once, or the field is watched.
 */

export type FieldValues = object;
export type FieldName<T> = Extract<keyof T, string>;
export interface FieldError {
  type?: string;
  message?: string;
}
/** Errors by field; `root` is the form's own (its rules could not be fetched). */
export type FieldErrors<T> = Partial<Record<FieldName<T> | 'root', FieldError>>;

/** Checks the values: the parsed values when they pass, else the errors by field. */
export type Resolver<Input, Output = Input> = (
  values: Input,
) => Promise<{ values: Output | Record<string, never>; errors: FieldErrors<Input> }>;

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What `register(name)` spreads onto an input, select or textarea. */
export interface RegisteredField {
  name: string;
  ref: (element: FieldElement | null) => void;
  onChange: (event: ChangeEvent<FieldElement>) => void;
}

export interface FormOptions<Input, Output> {
  /** Without one the values are submitted as typed. */
  resolver?: Resolver<Input, Output>;
  defaultValues: Input;
}

function readElement(element: FieldElement): unknown {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') return element.checked;
  return element.value;
}

function writeElement(element: FieldElement, value: unknown): void {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = Boolean(value);
  else if (element instanceof HTMLInputElement && element.type === 'radio')
    element.checked = element.value === value;
  else element.value = value == null ? '' : String(value);
}

function inPageOrder(a: Element, b: Element): number {
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

export function useForm<Input extends FieldValues, Output = Input>(options: FormOptions<Input, Output>) {
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const values = useRef<Input>({ ...options.defaultValues });
  const elements = useRef(new Map<string, Set<FieldElement>>());
  const fields = useRef(new Map<string, RegisteredField>());
  const watched = useRef(new Set<string>());
  const [errors, setErrors] = useState<FieldErrors<Input>>({});
  const [isSubmitted, setSubmitted] = useState(false);
  const submitted = useRef(false);
  const [, rerender] = useState(0);
  const [focusTarget, setFocusTarget] = useState<{ names: string[] } | null>(null);

  const check = useCallback(async (): Promise<
    { ok: true; values: Output } | { ok: false; errors: FieldErrors<Input> }
  > => {
    const { resolver } = optionsRef.current;
    if (!resolver) return { ok: true, values: values.current as unknown as Output };
    const result = await resolver({ ...values.current });
    const found = result.errors as FieldErrors<Input>;
    return Object.keys(found).length > 0
      ? { ok: false, errors: found }
      : { ok: true, values: result.values as Output };
  }, []);

  /** After the first submit, a changed field's error follows its value; the others' stay. */
  const recheck = useCallback(
    async (name: FieldName<Input>) => {
      const result = await check();
      const error = result.ok ? undefined : result.errors[name];
      setErrors((current) => {
        if (current[name]?.message === error?.message) return current;
        const next = { ...current };
        if (error) next[name] = error;
        else delete next[name];
        return next;
      });
    },
    [check],
  );

  const setValue = useCallback(
    <K extends FieldName<Input>>(name: K, value: Input[K], setOptions: { shouldValidate?: boolean } = {}) => {
      values.current = { ...values.current, [name]: value } as Input;
      for (const element of elements.current.get(name) ?? []) writeElement(element, value);
      if (watched.current.has(name)) rerender((n) => n + 1);
      if (setOptions.shouldValidate) void recheck(name);
    },
    [recheck],
  );

  const register = useCallback(
    (name: FieldName<Input>): RegisteredField => {
      let field = fields.current.get(name);
      if (!field) {
        const mounted = new Set<FieldElement>();
        elements.current.set(name, mounted);
        field = {
          name,
          ref: (element) => {
            if (!element) {
              for (const known of mounted) if (!known.isConnected) mounted.delete(known);
              return;
            }
            mounted.add(element);
            writeElement(element, values.current[name]);
          },
          onChange: (event) => {
            const element = event.target;
            // A radio button that was left says nothing; the chosen one does.
            if (element instanceof HTMLInputElement && element.type === 'radio' && !element.checked) return;
            values.current = { ...values.current, [name]: readElement(element) } as Input;
            if (watched.current.has(name)) rerender((n) => n + 1);
            if (submitted.current) void recheck(name);
          },
        };
        fields.current.set(name, field);
      }
      return field;
    },
    [recheck],
  );

  const handleSubmit = useCallback(
    (onValid: (values: Output) => unknown, onInvalid?: (errors: FieldErrors<Input>) => unknown) =>
      async (event?: BaseSyntheticEvent) => {
        event?.preventDefault();
        const result = await check();
        submitted.current = true;
        setSubmitted(true);
        if (result.ok) {
          setErrors({});
          await onValid(result.values);
          return;
        }
        setErrors(result.errors);
        setFocusTarget({ names: Object.keys(result.errors) });
        await onInvalid?.(result.errors);
      },
    [check],
  );

  // Focus moves to the first invalid field in the order the page shows them, once the errors are
  // on the page, so the field is read out with its error.
  useEffect(() => {
    if (!focusTarget) return;
    const invalid = focusTarget.names
      .flatMap((name) => [...(elements.current.get(name) ?? [])])
      .filter(
        (element) =>
          element.isConnected && !(element instanceof HTMLInputElement && element.type === 'hidden'),
      )
      .sort(inPageOrder);
    invalid[0]?.focus();
  }, [focusTarget]);

  const setError = useCallback((name: FieldName<Input> | 'root', error: FieldError) => {
    setErrors((current) => ({ ...current, [name]: error }));
  }, []);

  const reset = useCallback((next: Input) => {
    values.current = { ...next };
    for (const [name, mounted] of elements.current) {
      for (const element of mounted) writeElement(element, next[name as FieldName<Input>]);
    }
    submitted.current = false;
    setSubmitted(false);
    setErrors({});
  }, []);

  function getValues(): Input;
  function getValues<K extends FieldName<Input>>(name: K): Input[K];
  function getValues(name?: FieldName<Input>) {
    return name === undefined ? { ...values.current } : values.current[name];
  }

  /** The field's current value; the form re-renders when it changes. */
  const watch = <K extends FieldName<Input>>(name: K): Input[K] => {
    watched.current.add(name);
    return values.current[name];
  };

  return {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    watch,
    formState: { errors, isSubmitted },
  };
}
