/**
 * The combobox's state and keys (ui/combobox.tsx), pure so that they are tested without a DOM:
 * the input's text, whether the listbox is open and which option is active (aria-activedescendant).
 */
export interface ComboboxState {
  readonly text: string;
  readonly open: boolean;
  /** The active option's index; it may point past the options (none is active then). */
  readonly active: number;
}

export type ComboboxEvent =
  /** The customer typed: the list opens on its first option. */
  | { readonly type: "typed"; readonly text: string }
  /** The list opens without typing (ArrowDown, a click): on its first option. */
  | { readonly type: "opened" }
  /** ArrowDown (+1) or ArrowUp (-1) among `count` options; the ends hold. */
  | { readonly type: "moved"; readonly by: 1 | -1; readonly count: number }
  | { readonly type: "hovered"; readonly index: number }
  /** Another list of options arrived (a search answered): its first option is active. */
  | { readonly type: "listed" }
  /** The list closes (a choice, Escape, leaving the field), the input showing `text`. */
  | { readonly type: "closed"; readonly text: string }
  /** The chosen value changed from outside: the input shows its label. */
  | { readonly type: "valueSet"; readonly text: string };

export function comboboxReducer(state: ComboboxState, event: ComboboxEvent): ComboboxState {
  switch (event.type) {
    case "typed":
      return { text: event.text, open: true, active: 0 };
    case "opened":
      return { ...state, open: true, active: 0 };
    case "moved":
      return {
        ...state,
        active: event.by > 0 ? Math.min(event.count - 1, state.active + 1) : Math.max(0, state.active - 1),
      };
    case "hovered":
      return { ...state, active: event.index };
    case "listed":
      return state.active === 0 ? state : { ...state, active: 0 };
    case "closed":
      return { ...state, text: event.text, open: false };
    case "valueSet":
      return state.text === event.text ? state : { ...state, text: event.text };
  }
}

/** What a key does in the combobox's input; null leaves the key to the browser (no preventDefault). */
export type ComboboxCommand = "open" | "next" | "previous" | "choose" | "dismiss";

export function comboboxCommand(
  key: string,
  open: boolean,
  hasActiveOption: boolean,
): ComboboxCommand | null {
  switch (key) {
    case "ArrowDown":
      return open ? "next" : "open";
    case "ArrowUp":
      return "previous";
    case "Enter":
      // A form's Enter submits as usual unless an option is there to be picked.
      return open && hasActiveOption ? "choose" : null;
    case "Escape":
      // Escape closes the list only; a dialog around the field stays open.
      return open ? "dismiss" : null;
    default:
      return null;
  }
}
