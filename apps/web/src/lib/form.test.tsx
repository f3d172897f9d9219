import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type FieldErrors, useForm } from './form';
import { lazyRules, lazyZodResolver } from './lazy-rules';

const schema = z
  .object({
    email: z.string().min(1, { error: 'enter e-mail' }),
    confirm: z.string(),
    channel: z.enum(['email', 'phone']),
    quantity: z.coerce.number(),
    accept: z.boolean().refine((value) => value, { error: 'accept' }),
  })
  .refine((values) => values.email === values.confirm, { error: 'no match', path: ['confirm'] });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

const resolver = lazyZodResolver(
  lazyRules(async () => ({ schema })),
  (module) => module.schema,
);
const defaults: Input = { email: '', confirm: '', channel: 'email', quantity: '2', accept: false };

function TestForm({
  onValid,
  onInvalid,
}: {
  onValid: (values: Output) => void;
  onInvalid?: (errors: FieldErrors<Input>) => void;
}) {
  const { register, handleSubmit, setError, setValue, getValues, reset, watch, formState } = useForm<
    Input,
    Output
  >({
    resolver,
    defaultValues: defaults,
  });
  const { errors, isSubmitted } = formState;
  const channel = watch('channel');
  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
      {isSubmitted && <p>submitted</p>}
      <p>channel {channel}</p>
      {/* First on the page, last in the rules. */}
      <label>
        <input type="checkbox" {...register('accept')} /> accept
      </label>
      <input aria-label="e-mail" {...register('email')} />
      <input aria-label="confirm" {...register('confirm')} />
      <p>{errors.email?.message}</p>
      <p>{errors.confirm?.message}</p>
      <p>{errors.accept?.message}</p>
      <label>
        <input type="radio" value="email" {...register('channel')} /> by e-mail
      </label>
      <label>
        <input type="radio" value="phone" {...register('channel')} /> by phone
      </label>
      <input type="hidden" {...register('quantity')} />
      <button type="button" onClick={() => setError('email', { type: 'server', message: 'taken' })}>
        server says
      </button>
      <button type="button" onClick={() => setValue('confirm', getValues('email'), { shouldValidate: true })}>
        copy
      </button>
      <button type="button" onClick={() => reset({ ...defaults, email: 'new@b.dk' })}>
        reset
      </button>
      <button type="submit">send</button>
    </form>
  );
}

describe('useForm', () => {
  it('shows no error before the first submit, then moves focus to the first invalid field on the page', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    render(<TestForm onValid={onValid} onInvalid={onInvalid} />);
    await user.type(screen.getByLabelText('confirm'), 'a@b.dk');
    expect(screen.queryByText('enter e-mail')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('enter e-mail')).toBeInTheDocument();
    expect(screen.getByText('accept', { selector: 'p' })).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
    expect(Object.keys(onInvalid.mock.calls[0]![0]).sort()).toEqual(['accept', 'confirm', 'email']);
    // The rules name the e-mail first; the page shows the checkbox first.
    await waitFor(() => expect(screen.getByLabelText('accept')).toHaveFocus());
  });

  it("after the first submit a field's error follows its value, and the others' stay", async () => {
    const user = userEvent.setup();
    render(<TestForm onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('enter e-mail')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'server says' }));
    expect(await screen.findByText('taken')).toBeInTheDocument();
    await user.click(screen.getByLabelText('accept'));
    await waitFor(() => expect(screen.queryByText('accept', { selector: 'p' })).toBeNull());
    expect(screen.getByText('taken')).toBeInTheDocument();
    await user.type(screen.getByLabelText('e-mail'), 'a@b.dk');
    await waitFor(() => expect(screen.queryByText('taken')).toBeNull());
  });

  it('submits the parsed values of text, radio, hidden and checkbox fields', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    expect(screen.getByLabelText('by e-mail')).toBeChecked();
    await user.type(screen.getByLabelText('e-mail'), 'a@b.dk');
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('no match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'copy' }));
    await waitFor(() => expect(screen.queryByText('no match')).toBeNull());
    expect(screen.getByLabelText('confirm')).toHaveValue('a@b.dk');
    await user.click(screen.getByLabelText('by phone'));
    expect(screen.getByText('channel phone')).toBeInTheDocument();
    await user.click(screen.getByLabelText('accept'));
    await user.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({
        email: 'a@b.dk',
        confirm: 'a@b.dk',
        channel: 'phone',
        quantity: 2,
        accept: true,
      }),
    );
  });

  it('reset puts new values in the fields and forgets the errors and the submit', async () => {
    const user = userEvent.setup();
    render(<TestForm onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('submitted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.getByLabelText('e-mail')).toHaveValue('new@b.dk');
    expect(screen.queryByText('submitted')).toBeNull();
    expect(screen.queryByText('enter e-mail')).toBeNull();
    expect(screen.getByLabelText('accept')).not.toBeChecked();
  });

  it('sends nothing when the rules cannot be fetched', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    function Offline() {
      const { register, handleSubmit, formState } = useForm<{ email: string }>({
        resolver: lazyZodResolver(
          lazyRules<{ schema: z.ZodType<{ email: string }, { email: string }> }>(() =>
            Promise.reject(new TypeError('offline')),
          ),
          (module) => module.schema,
        ),
        defaultValues: { email: 'a@b.dk' },
      });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <input aria-label="e-mail" {...register('email')} />
          <p>{formState.errors.root?.message}</p>
          <button type="submit">send</button>
        </form>
      );
    }
    render(<Offline />);
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('errors.network')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });
});
