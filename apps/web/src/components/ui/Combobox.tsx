import {
  useState,
  type ChangeEvent,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Input } from '@/components/ui/Input';
import { cn } from '@/lib/utils';

type ComboboxProps<T> = Omit<ComponentProps<'input'>, 'role' | 'onKeyDown'> & {
  /** The listbox's id; option n is `${listId}-${n}`. */
  listId: string;
  /** The listbox's accessible name, e.g. "Catalogue suggestions". */
  listLabel: string;
  /** What is suggested now; none closes the list. */
  options: T[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  /** An option's layout; the active one is highlighted on top of it. */
  optionClassName: string;
  onChoose: (option: T) => void;
  /** Escape: the list should close while the typed text stays. */
  onDismiss: () => void;
};

/**
 * A text box that suggests as it is typed (an ARIA combobox with a listbox): arrows move,
 * Enter picks, Escape closes; the focus stays in the box and the active option is announced
 * through aria-activedescendant.
 */
export function Combobox<T>({
  listId,
  listLabel,
  options,
  optionKey,
  renderOption,
  optionClassName,
  onChoose,
  onDismiss,
  onChange,
  ...input
}: ComboboxProps<T>) {
  const [active, setActive] = useState(0);
  const open = options.length > 0;
  const optionId = (position: number) => `${listId}-${position}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      // Enter picks the option rather than submitting the form.
      event.preventDefault();
      onChoose(options[Math.min(active, options.length - 1)]);
    } else if (event.key === 'Escape') {
      // Closes the list, not the dialog around the form.
      event.preventDefault();
      event.stopPropagation();
      onDismiss();
    }
  };

  return (
    <div className="relative">
      <Input
        {...input}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setActive(0);
          onChange?.(event);
        }}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(active) : undefined}
        autoComplete="off"
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-64 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {options.map((option, position) => (
          <li
            key={optionKey(option)}
            id={optionId(position)}
            role="option"
            aria-selected={position === active}
            // Keeps the focus in the input, so its blur does not close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(position)}
            onClick={() => onChoose(option)}
            className={cn(
              'cursor-pointer rounded-md px-2 py-1.5 text-sm',
              optionClassName,
              position === active && 'bg-accent text-accent-foreground',
            )}
          >
            {renderOption(option)}
          </li>
        ))}
      </ul>
    </div>
  );
}
