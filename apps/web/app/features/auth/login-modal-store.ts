/**
 * The login modal's shared state (spec §3: phoneNumberForLogin, dialingCode, authLoginModal with
 * status and action). Spec §4: the modal counts as open when any key is set on authLoginModal.
 * Kept tiny: it is part of every page, the modal itself loads on first open.
 */
import { NotificationChannel } from "@safar/domain/enum-values";
import { useSyncExternalStore } from "react";
import type { OtpChannel } from "../../lib/auth-api";

export type LoginStatus = "phone" | "code" | "password" | "set-password";
/** What happens after a successful sign-in: go to a (safe) page, or stay. */
export type LoginAction = { redirectTo?: string };
export type AuthLoginModal = { status?: LoginStatus; action?: LoginAction };

/**
 * Everything the customer entered or was told lives here, not in the modal's own state: a modal
 * mounted again while it is open (CI saw it twice under load) comes back on the same step with the
 * phone typed, the channel chosen and the resend countdown, instead of an empty field or an open
 * resend button.
 */
export type LoginState = {
  authLoginModal: AuthLoginModal;
  /** The phone as typed on the phone step; the national number once a code was sent to it. */
  phoneNumberForLogin: string;
  /** Spec §9: default dialing code +964. */
  dialingCode: string;
  /** SMS or WhatsApp, for the code. */
  channel: OtpChannel;
  /** When a new code may be asked for (epoch ms; 0 before any). */
  resendAt: number;
};

export const DEFAULT_DIALING_CODE = "+964";

/**
 * The state before anything happened; also the server's snapshot. One object for both, so that
 * hydration does not see a changed store and render every reader again at once.
 */
const INITIAL_STATE: LoginState = {
  authLoginModal: {},
  phoneNumberForLogin: "",
  dialingCode: DEFAULT_DIALING_CODE,
  channel: NotificationChannel.Sms,
  resendAt: 0,
};

let state: LoginState = INITIAL_STATE;
const listeners = new Set<() => void>();

function set(next: LoginState) {
  state = next;
  for (const listener of listeners) listener();
}

export function isLoginModalOpen(modal: AuthLoginModal): boolean {
  return Object.values(modal).some((value) => value !== undefined);
}

export function getLoginState(): LoginState {
  return state;
}

export function openLoginModal(action: LoginAction = {}): void {
  set({ ...state, authLoginModal: { status: "phone", action } });
}

export function setLoginStatus(status: LoginStatus): void {
  set({ ...state, authLoginModal: { ...state.authLoginModal, status } });
}

export function setLoginPhone(phoneNumberForLogin: string, dialingCode: string): void {
  set({ ...state, phoneNumberForLogin, dialingCode });
}

export function setLoginChannel(channel: OtpChannel): void {
  set({ ...state, channel });
}

/** A code was sent to this phone (or was sent moments ago): a new one may be asked for at `resendAt`. */
export function setLoginCodeSent(phoneNumberForLogin: string, dialingCode: string, resendAt: number): void {
  set({ ...state, phoneNumberForLogin, dialingCode, resendAt });
}

export function closeLoginModal(): void {
  if (isLoginModalOpen(state.authLoginModal)) set({ ...state, authLoginModal: {} });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useLoginState(): LoginState {
  return useSyncExternalStore(subscribe, getLoginState, () => INITIAL_STATE);
}
