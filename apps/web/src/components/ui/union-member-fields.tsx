import type { ReactNode } from 'react';
import type { RegisteredField } from '../../lib/form';
import { errorMessage } from '../../lib/error-message';
import { useUnions } from '../../lib/reference-queries';
import { useTranslation } from '../../lib/use-translation';
import { SelectField } from './select-field';
import { Spinner } from './spinner';
import { TextField } from './text-field';

type Unions = NonNullable<ReturnType<typeof useUnions>['data']>;

/** Renders `children` with the golf unions once they are loaded: a spinner before, the error if they fail. */
export function WithUnions({ children }: { children: (unions: Unions) => ReactNode }) {
  const { t } = useTranslation();
  const unions = useUnions();
  if (unions.isPending) return <Spinner />;
  if (unions.isError) {
    return (
      <p className="form-alert" role="alert">
        {errorMessage(unions.error, t)}
      </p>
    );
  }
  return children(unions.data);
}

/** A registered form field with its label and its already translated error. */
type Field = RegisteredField & { label: string; error?: string };

/**
 * The golf union drop-down and the union member-number field, as the union sign-up step and the
 * Change club form ask them: one option per union, the number typed as the golfer knows it.
 */
export function UnionMemberFields({
  unions,
  union,
  memberNumber,
}: {
  unions: readonly { union_id: number; name: string }[];
  union: Field;
  memberNumber: Field & { hint?: string };
}) {
  const { label: unionLabel, error: unionError, ...unionField } = union;
  const { label, error, hint, ...numberField } = memberNumber;
  return (
    <>
      <SelectField
        label={unionLabel}
        options={unions.map((entry) => ({ value: String(entry.union_id), label: entry.name }))}
        error={unionError}
        {...unionField}
      />
      <TextField label={label} hint={hint} autoComplete="off" error={error} {...numberField} />
    </>
  );
}
