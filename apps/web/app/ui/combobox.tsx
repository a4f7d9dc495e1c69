import { type ReactNode, useEffect, useId, useReducer, useState } from "react";
import { comboboxCommand, comboboxReducer } from "./combobox-state";
import "./combobox.css";

/** What a form gives a combobox field, whatever its options (a feature's picker passes it through). */
export interface ComboboxFieldProps<Value> {
  label: string;
  name: string;
  error?: string | undefined;
  /** The chosen value; typing over it clears it (`onChange(null)`). */
  value: Value | null;
  onChange: (value: Value | null) => void;
}

/**
 * A text field with a list of suggestions, the WAI-ARIA combobox pattern: a text input with a
 * listbox popup, ArrowUp/ArrowDown move the active option (aria-activedescendant), Enter picks it,
 * Escape closes the list and gives the field its chosen value back; leaving the field closes it too.
 *
 * A component rather than a bare hook: what every picker repeats is the markup as much as the keys
 * (the ids tying the input to its list, options and error, the roles, the mouse handling), and a hook
 * would leave each feature to write that markup again. A feature says only where its options come
 * from (`options`, kept up to date on `onSearch`), what a chosen option becomes (`toValue`) and how an
 * option reads (`renderOption`). Keys and state are pure, in combobox-state.ts.
 */
export function Combobox<Option, Value extends { readonly label: string }>({
  label,
  name,
  error,
  value,
  onChange,
  placeholder,
  className,
  classNames,
  options,
  optionKey,
  optionCode,
  toValue,
  renderOption,
  note,
  onSearch,
  onClose,
  onFocus,
  openOnClick = false,
}: ComboboxFieldProps<Value> & {
  placeholder: string;
  /** The field's own class, beside `field combobox`. */
  className: string;
  /** A feature's classes kept beside the shared ones on the list, each option and the note. */
  classNames?: { list?: string; option?: string; note?: string };
  options: readonly Option[];
  /** Unique among the options. */
  optionKey: (option: Option) => string;
  /** Written on each option as `data-code`, where a feature's tests pick options by code. */
  optionCode?: (option: Option) => string;
  toValue: (option: Option) => Value;
  /** An option's content inside its `role="option"` element. */
  renderOption: (option: Option) => ReactNode;
  /** One line above the options: loading, failed, nothing found. */
  note?: string | undefined;
  /** The list opened or its text changed: what to search for ("" while the field shows its value). */
  onSearch: (text: string) => void;
  /** The list closed (a choice, Escape, leaving the field). */
  onClose?: () => void;
  onFocus?: () => void;
  /** A click on the field opens the list (for a short list worth showing before any typing). */
  openOnClick?: boolean;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [state, dispatch] = useReducer(comboboxReducer, {
    text: value?.label ?? "",
    open: false,
    active: 0,
  });
  const { text, open, active } = state;

  useEffect(() => dispatch({ type: "valueSet", text: value?.label ?? "" }), [value]);

  // Another list (a search answered): its first option is active, in the same render as the list.
  const listed = options.map(optionKey).join("\n");
  const [shownList, setShownList] = useState(listed);
  if (shownList !== listed) {
    setShownList(listed);
    dispatch({ type: "listed" });
  }

  const openList = () => {
    onSearch(text === value?.label ? "" : text);
    dispatch({ type: "opened" });
  };
  const close = (shown: string) => {
    dispatch({ type: "closed", text: shown });
    onClose?.();
  };
  const choose = (option: Option) => {
    const chosen = toValue(option);
    onChange(chosen);
    close(chosen.label);
  };

  const activeOption = open ? options[active] : undefined;
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const command = comboboxCommand(event.key, open, activeOption !== undefined);
    if (!command) return;
    event.preventDefault();
    if (command === "open") openList();
    else if (command === "next") dispatch({ type: "moved", by: 1, count: options.length });
    else if (command === "previous") dispatch({ type: "moved", by: -1, count: options.length });
    else if (command === "choose" && activeOption !== undefined) choose(activeOption);
    else if (command === "dismiss") {
      event.stopPropagation();
      close(value?.label ?? "");
    }
  };

  const extra = (featureClass: string | undefined) => (featureClass ? ` ${featureClass}` : "");
  return (
    <div className={`field combobox ${className}${error ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption !== undefined ? `${id}-opt-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          dispatch({ type: "typed", text: event.target.value });
          onSearch(event.target.value);
          if (value) onChange(null);
        }}
        onFocus={(event) => {
          event.currentTarget.select();
          onFocus?.();
        }}
        onClick={openOnClick && !open ? openList : undefined}
        onBlur={() => close(value ? text : "")}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA combobox pattern's popup is a listbox
        role="listbox"
        aria-label={label}
        className={`combobox__options${extra(classNames?.list)}`}
        hidden={!open}
      >
        {note ? <li className={`combobox__note${extra(classNames?.note)}`}>{note}</li> : null}
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (aria-activedescendant)
          // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant, not focus
          <li
            key={optionKey(option)}
            id={`${id}-opt-${index}`}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox pattern's options
            role="option"
            aria-selected={index === active}
            data-code={optionCode?.(option)}
            className={`combobox__option${extra(classNames?.option)}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            onMouseEnter={() => dispatch({ type: "hovered", index })}
          >
            {renderOption(option)}
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
