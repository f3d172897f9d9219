import { FEEDBACK_SUGGESTIONS_MAX } from '@golfwallet/core/domain/feedback';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { errorMessage, fieldErrorText } from '../../../lib/error-message';
import { lazyRules, rulesOrNetworkError, usePreloadedRules } from '../../../lib/lazy-rules';
import { device } from '../../../lib/platform/device';
import { useSendFeedback } from '../api/send-feedback';

const RATINGS = [1, 2, 3, 4, 5] as const;
const rules = lazyRules(() => import('@golfwallet/core/validation/feedback'));

/** More → Feedback (spec §2): a rating of 1 to 5 and suggestions, stored by POST /feedback. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const send = useSendFeedback();
  const [rating, setRating] = useState<number | null>(null);
  const [suggestions, setSuggestions] = useState('');
  const [ratingError, setRatingError] = useState<string | undefined>();
  const suggestionsId = useId();
  usePreloadedRules(rules);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { name } = await device();
    const loaded = await rulesOrNetworkError(rules, (key) => setRatingError(t(key)));
    if (!loaded) return;
    const parsed = loaded.zCreateFeedbackBody.safeParse({
      rating: rating ?? undefined,
      suggestions,
      platform: name === 'web' ? 'pwa' : name,
    });
    if (!parsed.success) {
      setRatingError(fieldErrorText(parsed.error.issues[0]?.message, t));
      return;
    }
    setRatingError(undefined);
    send.mutate(parsed.data);
  };

  if (send.isSuccess) {
    return (
      <div className="feedback">
        <h1 className="app-title">{t('app.feedback.title')}</h1>
        <p className="app-success" role="status">
          {t('app.feedback.thanks')}
        </p>
      </div>
    );
  }

  return (
    <form className="feedback" onSubmit={onSubmit} noValidate>
      <h1 className="app-title">{t('app.feedback.title')}</h1>
      <fieldset
        className="feedback__rating"
        aria-describedby={ratingError ? `${suggestionsId}-rating` : undefined}
      >
        <legend>{t('app.feedback.rating')}</legend>
        {RATINGS.map((value) => (
          <label key={value} className="feedback__star">
            <input
              type="radio"
              name="rating"
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
            />
            <span aria-hidden="true">{'★'.repeat(value)}</span>
            <span className="visually-hidden">{t('app.feedback.stars', { count: value })}</span>
          </label>
        ))}
      </fieldset>
      {ratingError && (
        <p id={`${suggestionsId}-rating`} className="field__error" role="alert">
          {ratingError}
        </p>
      )}
      <div className="field">
        <label htmlFor={suggestionsId} className="field__label">
          {t('app.feedback.suggestions')}
        </label>
        <textarea
          id={suggestionsId}
          className="field__input"
          rows={4}
          maxLength={FEEDBACK_SUGGESTIONS_MAX}
          value={suggestions}
          onChange={(event) => setSuggestions(event.target.value)}
        />
      </div>
      {send.isError && (
        <p className="app-alert" role="alert">
          {errorMessage(send.error, t)}
        </p>
      )}
      <Button type="submit" busy={send.isPending} className="button--block">
        {t('app.feedback.send')}
      </Button>
    </form>
  );
}
