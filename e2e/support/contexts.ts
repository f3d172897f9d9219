import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { signInContext } from './api';
import { newPage } from './browser';

interface Tracked {
  context: BrowserContext;
  serverErrors: string[];
}

const tracked: Tracked[] = [];

/**
 * Call at the top of a test file (after useBrowser()): every page opened with openPage is closed
 * after its test, also when the test failed, and the test fails when the browser got a 5xx answer.
 */
export function useTrackedPages() {
  afterEach(async () => {
    const open = tracked.splice(0);
    await Promise.all(open.map((entry) => entry.context.close()));
    expect(open.flatMap((entry) => entry.serverErrors).join('\n'), 'server errors the browser received').toBe(
      '',
    );
  });
}

/** A fresh context and page (see newPage), signed in with `token` when given, closed after the test. */
export async function openPage(
  options: { token?: string; width?: number; height?: number; serviceWorker?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage({
    width: options.width,
    height: options.height,
    serviceWorker: options.serviceWorker,
  });
  const entry: Tracked = { context: opened.context, serverErrors: [] };
  opened.context.on('response', (response) => {
    if (response.status() >= 500) {
      entry.serverErrors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  tracked.push(entry);
  if (options.token) await signInContext(opened.context, options.token);
  return opened;
}
