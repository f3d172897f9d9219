import { DEFAULT_BIRTH_DATE } from '@golfwallet/core/validation/field-limits';
import { type ChangeEvent, forwardRef, type InputHTMLAttributes } from 'react';
import { TextField } from '../../../components/ui/text-field';

export interface BirthDateFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * A birth-date input (server form yyyy-mm-dd). Opening the empty picker starts it at the default
 * registration date, 15 June 1970 (spec §9), instead of today; typing works as usual.
 */
export const BirthDateField = forwardRef<HTMLInputElement, BirthDateFieldProps>(function BirthDateField(
  { onPointerDown, onChange, ...rest },
  ref,
) {
  return (
    <TextField
      ref={ref}
      type="date"
      min="1900-01-01"
      max={today()}
      onChange={onChange}
      onPointerDown={(event) => {
        const input = event.currentTarget;
        if (!input.value) {
          input.value = DEFAULT_BIRTH_DATE;
          onChange?.({
            target: input,
            currentTarget: input,
            type: 'change',
          } as ChangeEvent<HTMLInputElement>);
        }
        onPointerDown?.(event);
      }}
      {...rest}
    />
  );
});
