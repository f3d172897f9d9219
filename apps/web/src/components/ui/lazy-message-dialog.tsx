import { lazy, Suspense } from 'react';
import type { MessageDialogProps } from './message-dialog';

const MessageDialog = lazy(() =>
  import('./message-dialog').then((module) => ({ default: module.MessageDialog })),
);

/**
 * A MessageDialog whose code (and the popup's) loads the first time it opens: for a page whose
 * popups only follow something the golfer did, so they need not be in the page's first load.
 */
export function LazyMessageDialog(props: MessageDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <MessageDialog {...props} />
    </Suspense>
  );
}
