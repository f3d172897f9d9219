import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyRules, lazyZodResolver, usePreloadedRules, useLiveChecks } from './lazy-rules';

const schema = z.object({ email: z.string().min(1, { error: 'validation.enterEmail' }) });

describe('rules fetched beside the page', () => {
  it('fetches the module once, and again after a failed fetch', async () => {
    const importModule = vi
      .fn<() => Promise<{ schema: typeof schema }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ schema });
    const rules = lazyRules(importModule);
    expect(rules.loaded()).toBeUndefined();
    await expect(rules.load()).rejects.toThrow(TypeError);
    expect(await rules.load()).toEqual({ schema });
    expect(await rules.load()).toEqual({ schema });
    expect(importModule).toHaveBeenCalledTimes(2);
    expect(rules.loaded()).toEqual({ schema });
  });

  it("checks a form with the schema once it is there, zod's first issue per field", async () => {
    const resolver = lazyZodResolver(
      lazyRules(async () => ({ schema })),
      (module) => module.schema,
    );
    const refused = await resolver({ email: '' });
    expect(refused.errors.email?.message).toBe('validation.enterEmail');
    const accepted = await resolver({ email: 'a@b.dk' });
    expect(accepted).toEqual({ values: { email: 'a@b.dk' }, errors: {} });
  });

  it('lets nothing through when the rules cannot be fetched', async () => {
    const resolver = lazyZodResolver(
      lazyRules<{ schema: typeof schema }>(() => Promise.reject(new TypeError('offline'))),
      (module) => module.schema,
    );
    const result = await resolver({ email: 'a@b.dk' });
    expect(result.values).toEqual({});
    expect(result.errors.root?.message).toBe('errors.network');
  });

  it('checks a form opened online after the connection has gone: the rules came as it mounted', async () => {
    let online = true;
    const importModule = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { schema };
    });
    const rules = lazyRules(importModule);
    const { result } = renderHook(() => usePreloadedRules(rules));
    await waitFor(() => expect(result.current?.schema).toBeDefined());
    online = false;
    const resolver = lazyZodResolver(rules, (module) => module.schema);
    const refused = await resolver({ email: '' });
    expect(refused.errors.email?.message).toBe('validation.enterEmail');
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('shows no live errors before the rules arrive, then those of the values; a check waits for them', async () => {
    let arrive: (module: { schema: typeof schema }) => void = () => {};
    const rules = lazyRules(() => new Promise<{ schema: typeof schema }>((resolve) => (arrive = resolve)));
    const errorsOf = (
      module: { schema: typeof schema },
      values: { email: string },
    ): Record<string, string> => {
      const parsed = module.schema.safeParse(values);
      return parsed.success ? {} : { email: parsed.error.issues[0]!.message };
    };
    const { result } = renderHook(() => useLiveChecks(rules, errorsOf, { email: '' }));
    expect(result.current.errors).toEqual({});
    const pending = result.current.check();
    await act(async () => arrive({ schema }));
    expect(await pending).toEqual({ email: 'validation.enterEmail' });
    await waitFor(() => expect(result.current.errors).toEqual({ email: 'validation.enterEmail' }));
    expect(result.current.failed).toBe(false);
  });

  it('says so when a check cannot fetch the rules', async () => {
    const rules = lazyRules<{ schema: typeof schema }>(() => Promise.reject(new TypeError('offline')));
    const { result } = renderHook(() => useLiveChecks(rules, () => ({}), { email: '' }));
    let found: Record<string, string> | null = {};
    await act(async () => {
      found = await result.current.check();
    });
    expect(found).toBeNull();
    expect(result.current.failed).toBe(true);
  });
});
