/**
 * The one modal dialog of the site, on the native <dialog> element opened with showModal(): the
 * browser puts it in the top layer, makes the page behind it inert and turns Escape into a cancel.
 * On top of that, here and nowhere else: focus moves in on open (a given element, else one marked
 * `data-autofocus`, else the first tabbable one) and back to the opener on close, Tab and
 * Shift+Tab wrap inside, the page behind does not scroll (dialog.css), a click on the backdrop
 * closes, and Back closes it through a history entry with the `rqs` parameter (spec §2).
 *
 * Open while mounted: render it when the overlay is open and unmount it from `onClose`.
 *
 * Variants (right-to-left aware through logical properties):
 * - `dialog`: a centred card;
 * - `sheet`: a bottom sheet on phones; from 576px a centred card (`side="center"`) or a full-height
 *   panel at the inline end (`side="end"`, the default) or start;
 * - `drawer`: a full-height panel at the inline start (the default) or end, at every width;
 * - `popover`: a card beside `anchor` (the control that opens it), the backdrop clear.
 */
import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef } from "react";
import "./dialog.css";
import { CloseIcon } from "./icons";
import { overlayHistory } from "./overlay-history";
import { popoverPosition } from "./popover-position";

let openModals = 0;

/**
 * The page behind an open modal does not scroll: a class on <html> while one is open (dialog.css).
 * Not `html:has(.ui-dialog:modal)`: a `:has()` on the root with a descendant argument asks the
 * browser to re-check the root's style on changes anywhere in the page.
 */
function lockPageScroll(): () => void {
  openModals++;
  document.documentElement.classList.add("ui-modal-open");
  let locked = true;
  return () => {
    if (!locked) return;
    locked = false;
    openModals--;
    if (openModals === 0) document.documentElement.classList.remove("ui-modal-open");
  };
}

export type DialogCloseReason = "escape" | "backdrop" | "button" | "back";

export type DialogProps = {
  /**
   * The customer asks to close. The owner unmounts the dialog (for "escape" it may instead step
   * back inside it, e.g. from a sub-view). For "back" the history entry is gone already: close.
   */
  onClose: (reason: DialogCloseReason) => void;
  children: ReactNode;
  variant?: "dialog" | "sheet" | "drawer" | "popover";
  side?: "start" | "end" | "center";
  /** The visible heading (names the dialog); with `closeLabel`, a close button beside it. */
  title?: ReactNode;
  /** The accessible name when there is no visible title. */
  label?: string;
  closeLabel?: string;
  /** A visible description under the title (aria-describedby), or the id of one in `children`. */
  description?: ReactNode;
  describedBy?: string;
  role?: "dialog" | "alertdialog";
  /** What gets focus on open (else `[data-autofocus]`, else the first tabbable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** When it changes, focus moves in again as on open (a new step of a flow). */
  focusKey?: string | number;
  /** The control the popover variant sits beside. */
  anchor?: RefObject<HTMLElement | null>;
  /** Back closes it, through an `rqs` history entry (spec §2). */
  closeOnBack?: boolean;
  closeOnBackdrop?: boolean;
  className?: string;
};

const TABBABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, summary, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** The elements Tab visits inside `root`, in document order (one radio per checked group). */
function tabbableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter((element) => {
    if (element.tabIndex < 0 || element.closest("[inert]")) return false;
    if (element.getClientRects().length === 0) return false; // display: none or not rendered
    if (element instanceof HTMLInputElement && element.type === "radio" && !element.checked) {
      const group = element.form ?? root;
      const checked = group.querySelector(`input[type="radio"][name="${CSS.escape(element.name)}"]:checked`);
      if (element.name && checked) return false;
    }
    return true;
  });
}

function focusInto(dialog: HTMLDialogElement, initial: HTMLElement | null | undefined) {
  const target =
    initial ?? dialog.querySelector<HTMLElement>("[data-autofocus]") ?? tabbableIn(dialog)[0] ?? dialog;
  target.focus();
}

function isOnBackdrop(
  dialog: HTMLDialogElement | null,
  event: { target: EventTarget; clientX: number; clientY: number },
) {
  if (!dialog || event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

export function Dialog({
  onClose,
  children,
  variant = "dialog",
  side,
  title,
  label,
  closeLabel,
  description,
  describedBy,
  role = "dialog",
  initialFocus,
  focusKey,
  anchor,
  closeOnBack = true,
  closeOnBackdrop = true,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const pressedOnBackdrop = useRef(false);

  // Open as a modal; Escape asks to close; on close, focus goes back to the opener.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const unlockScroll = lockPageScroll();
    let mounted = true;
    const onCancel = (event: Event) => {
      // A cancel the page may not refuse (Chromium: a second Escape with no user action between)
      // closes the dialog; `close` below reports it.
      if (!event.cancelable) return;
      event.preventDefault();
      onCloseRef.current("escape");
    };
    const onNativeClose = () => {
      if (!mounted) return;
      onCloseRef.current("escape");
      // The owner kept it open (it stepped back inside instead): show it again.
      window.setTimeout(() => {
        if (mounted && dialog.isConnected && !dialog.open) {
          dialog.showModal();
          focusInto(dialog, null);
        }
      }, 0);
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onNativeClose);
    return () => {
      mounted = false;
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onNativeClose);
      if (dialog.open) dialog.close();
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Focus in, on open and on every new step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey names the step
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog) focusInto(dialog, initialFocus?.current);
  }, [focusKey]);

  // Back closes it (spec §2). The entry is pushed a microtask later so that React's development
  // double mount (StrictMode) pushes one entry, not two.
  useEffect(() => {
    if (!closeOnBack) return;
    let release: (() => void) | null = null;
    let cancelled = false;
    queueMicrotask(() => {
      if (cancelled) return;
      release = overlayHistory().push(() => {
        release = null;
        onCloseRef.current("back");
      });
    });
    return () => {
      cancelled = true;
      release?.();
    };
  }, [closeOnBack]);

  // The popover sits beside its anchor, inside the viewport, and follows size changes.
  useLayoutEffect(() => {
    const dialog = ref.current;
    const target = anchor?.current;
    if (variant !== "popover" || !dialog || !target) return;
    const place = () => {
      const box = target.getBoundingClientRect();
      dialog.style.setProperty("--anchor-width", `${box.width}px`);
      const style = getComputedStyle(dialog);
      // The natural height (content, padding, border), even while a max height cuts it short.
      const frame =
        dialog.offsetHeight -
        dialog.clientHeight +
        Number.parseFloat(style.paddingTop) +
        Number.parseFloat(style.paddingBottom);
      const size = { width: dialog.offsetWidth, height: (content.current?.offsetHeight ?? 0) + frame };
      const rtl = style.direction === "rtl";
      const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
      const at = popoverPosition(box, size, viewport, rtl);
      dialog.style.top = `${at.top}px`;
      dialog.style.left = `${at.left}px`;
      dialog.style.maxHeight = `${at.maxHeight}px`;
    };
    place();
    const observer = new ResizeObserver(place);
    if (content.current) observer.observe(content.current);
    window.addEventListener("resize", place);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", place);
    };
  }, [variant, anchor]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    const dialog = ref.current;
    if (event.key !== "Tab" || !dialog) return;
    const items = tabbableIn(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || active === dialog)) {
      event.preventDefault();
      first.focus();
    }
  };

  const sideClass =
    variant === "popover" || variant === "dialog"
      ? ""
      : ` ui-dialog--${side ?? (variant === "drawer" ? "start" : "end")}`;
  const describedById = description ? descriptionId : describedBy;
  const body = variant === "popover" ? <div ref={content}>{children}</div> : children;

  return (
    <dialog
      ref={ref}
      className={`ui-dialog ui-dialog--${variant}${sideClass}${className ? ` ${className}` : ""}`}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-modal="true"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      aria-describedby={describedById}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = isOnBackdrop(ref.current, event);
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its box.
        const backdrop = pressedOnBackdrop.current && isOnBackdrop(ref.current, event);
        pressedOnBackdrop.current = false;
        if (backdrop && closeOnBackdrop) onClose("backdrop");
      }}
    >
      {title ? (
        <div className="ui-dialog__head">
          <h2 id={titleId} className="ui-dialog__title">
            {title}
          </h2>
          {closeLabel ? (
            <button
              type="button"
              className="icon-button"
              aria-label={closeLabel}
              onClick={() => onClose("button")}
            >
              <CloseIcon />
            </button>
          ) : null}
        </div>
      ) : null}
      {description ? (
        <p id={descriptionId} className="ui-dialog__description">
          {description}
        </p>
      ) : null}
      {body}
    </dialog>
  );
}
