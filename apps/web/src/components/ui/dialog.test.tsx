import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function renderDialog() {
  render(
    <Dialog open onClose={vi.fn()} title="Pick">
      <button type="button">First action</button>
      <button type="button" tabIndex={-1}>
        Not reachable by Tab
      </button>
      <button type="button">Last action</button>
    </Dialog>,
  );
  return screen.getByRole('dialog', { name: 'Pick' });
}

describe('Dialog focus trap', () => {
  it('wraps Tab from the last control to the first (the × button) and Shift+Tab back', () => {
    const dialog = renderDialog();
    // The first control is the × close button of the header.
    const [close] = screen.getAllByRole('button');
    if (!close) throw new Error('no buttons');
    const last = screen.getByRole('button', { name: 'Last action' });

    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(close).toHaveFocus();

    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('leaves Tab between inner controls to the browser', () => {
    renderDialog();
    const first = screen.getByRole('button', { name: 'First action' });
    first.focus();
    const event = fireEvent.keyDown(first, { key: 'Tab' });
    expect(event).toBe(true);
    expect(first).toHaveFocus();
  });
});
