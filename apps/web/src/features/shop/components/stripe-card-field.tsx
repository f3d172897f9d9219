import { useEffect, useId, useRef } from 'react';
import type { StripeCard, StripeCardField as Field } from '../api/stripe-card';

interface Props {
  card: StripeCard;
  field: Field;
  label: string;
  /** An already translated error message. */
  error?: string;
}

/** One of Stripe's card frames, labelled and with our error text under it like the other fields. */
export function StripeCardField({ card, field, label, error }: Props) {
  const id = useId();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!container.current) return;
    card.mount(field, container.current);
    return () => card.unmount(field);
  }, [card, field]);

  return (
    <fieldset
      className={['field', 'field--frame', error ? 'field--invalid' : null].filter(Boolean).join(' ')}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="field__label">{label}</legend>
      <div ref={container} className="field__input" />
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
