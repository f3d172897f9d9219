import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const TABS = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
  { id: 'three', label: 'Three' },
] as const;
type Id = (typeof TABS)[number]['id'];

function Harness({ onChange }: { onChange: (id: Id) => void }) {
  const [value, setValue] = useState<Id>('one');
  return (
    <Tabs
      label="Numbers"
      tabs={TABS}
      value={value}
      onChange={(id) => {
        onChange(id);
        setValue(id);
      }}
    >
      Panel of {value}
    </Tabs>
  );
}

function tab(name: string) {
  return screen.getByRole('tab', { name });
}

describe('Tabs', () => {
  it('names the list, selects one tab, keeps only it in the tab order and labels the panel by it', () => {
    render(<Harness onChange={vi.fn()} />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeInTheDocument();
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    expect(tab('One')).toHaveAttribute('tabindex', '0');
    expect(tab('Two')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Two')).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel).toHaveTextContent('Panel of one');
    expect(tab('Two')).toHaveAttribute('aria-controls', panel.id);
  });

  it('moves and selects with the arrow keys (wrapping), Home and End, focusing the chosen tab', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' });
    expect(tab('Three')).toHaveFocus();
    expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('Three'), { key: 'ArrowRight' });
    expect(tab('One')).toHaveFocus();
    fireEvent.keyDown(tab('One'), { key: 'End' });
    expect(tab('Three')).toHaveFocus();
    fireEvent.keyDown(tab('Three'), { key: 'Home' });
    expect(tab('One')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('Panel of one');
    expect(onChange.mock.calls.map(([id]) => id)).toEqual(['three', 'one', 'three', 'one']);
  });

  it('calls no onChange for the tab already selected, by click or key', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(tab('One'));
    fireEvent.keyDown(tab('One'), { key: 'Home' });
    fireEvent.keyDown(tab('One'), { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(tab('Two'));
    expect(onChange).toHaveBeenCalledWith('two');
    expect(tab('Two')).toHaveAttribute('aria-selected', 'true');
  });
});
