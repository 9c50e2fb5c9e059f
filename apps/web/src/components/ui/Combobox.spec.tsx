import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Combobox } from './Combobox';

const FRUITS = ['Apple', 'Apricot', 'Avocado'];

function Fruit({ onChoose = jest.fn(), onKeyDownAround = jest.fn() }) {
  const [open, setOpen] = useState(true);
  return (
    // The Escape test checks the key does not reach a dialog around the box.
    <div onKeyDown={onKeyDownAround}>
      <Combobox
        aria-label="Fruit"
        listId="fruit-list"
        listLabel="Fruits"
        options={open ? FRUITS : []}
        optionKey={(fruit) => fruit}
        optionClassName="flex"
        renderOption={(fruit) => fruit}
        onChoose={onChoose}
        onDismiss={() => setOpen(false)}
      />
    </div>
  );
}

describe('Combobox', () => {
  it('moves the active option with the arrows, wrapping, and announces it', () => {
    render(<Fruit />);
    const box = screen.getByRole('combobox', { name: 'Fruit' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', 'fruit-list');
    expect(box).toHaveAttribute('aria-activedescendant', 'fruit-list-0');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', 'fruit-list-1');
    expect(screen.getByRole('option', { name: 'Apricot' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).toHaveAttribute('aria-activedescendant', 'fruit-list-2');
  });

  it('picks the active option on Enter, and a typed change starts again from the first', () => {
    const onChoose = jest.fn();
    render(<Fruit onChoose={onChoose} />);
    const box = screen.getByRole('combobox', { name: 'Fruit' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.change(box, { target: { value: 'a' } });
    expect(box).toHaveAttribute('aria-activedescendant', 'fruit-list-0');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith('Apricot');
  });

  it('closes the list on Escape without letting the key reach what is around it', () => {
    const onKeyDownAround = jest.fn();
    render(<Fruit onKeyDownAround={onKeyDownAround} />);
    const box = screen.getByRole('combobox', { name: 'Fruit' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(onKeyDownAround).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox', { name: 'Fruits' })).not.toBeInTheDocument();
  });
});
