/**
 * The browser's session: the session manager over the `auth` cookie (access token and expiries;
 * the refresh token is in the server's HttpOnly cookie, decision 009), wired into the API client
 * (Bearer token, silent refresh, 401 → session ends), plus the signed-in customer's data
 * (CurrentUser) shared by the header and the profile pages.
 */
import type { CurrentUser } from "@safar/domain";
import { useEffect, useSyncExternalStore } from "react";
import { configureBrowserAuth } from "./api";
import { forgetOfflineFiles } from "./offline-files";
import {
  AUTH_COOKIE,
  createSessionManager,
  readCookie,
  type SessionManager,
  type SessionStorage,
} from "./session";

/** The accounts calls (with the domain's zod shapes) load on first use, not with every page. */
const loadAuthApi = () => import("./auth-api").then((m) => m.authApi);

const cookieStorage: SessionStorage = {
  read: () => readCookie(document.cookie, AUTH_COOKIE),
  write: (value, maxAgeSeconds) => {
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: the access token must be readable by SSR loaders and by the client for Bearer calls
    document.cookie = `${AUTH_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
  },
  clear: () => {
    // biome-ignore lint/suspicious/noDocumentCookie: see above
    document.cookie = `${AUTH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  },
};

let manager: SessionManager | undefined;

/** The browser session (created on first use, wired into api.ts). */
export function browserSession(): SessionManager {
  if (!manager) {
    const session = createSessionManager({
      storage: cookieStorage,
      refresh: async (legacyToken) => (await loadAuthApi()).refresh(legacyToken),
      revoke: async (legacyToken) => (await loadAuthApi()).signOut(legacyToken),
      // One refresh at a time across the customer's tabs (Web Locks; every browser we serve has them).
      exclusive: <T>(work: () => Promise<T>): Promise<T> =>
        typeof navigator !== "undefined" && navigator.locks
          ? (navigator.locks.request("rahhal-token-refresh", work) as Promise<T>)
          : work(),
    });
    configureBrowserAuth({
      getToken: () => session.getAccessToken(),
      onUnauthorized: () => session.handleUnauthorized(),
    });
    session.subscribe((reason) => {
      resetUser();
      // Signing out forgets the tickets and vouchers kept for offline viewing on this device.
      if (reason === "logout") void forgetOfflineFiles();
    });
    manager = session;
  }
  return manager;
}

/** Wires the session into the API client at start (the root component calls it in the browser). */
export function initBrowserSession(): void {
  if (typeof window !== "undefined") browserSession();
}

/** Whether a customer is signed in; on the server (and while hydrating) the root loader's answer. */
export function useSignedIn(serverSignedIn: boolean): boolean {
  return useSyncExternalStore(
    (listener) => browserSession().subscribe(listener),
    () => browserSession().isSignedIn(),
    () => serverSignedIn,
  );
}

// --- the signed-in customer (GET CurrentUser), loaded once and shared -----------------------------

export type UserState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; user: CurrentUser }
  | { status: "error"; error: unknown };

/** Nothing loaded; also the server's snapshot (one object: hydration sees an unchanged store). */
const IDLE: UserState = { status: "idle" };

let userState: UserState = IDLE;
const userListeners = new Set<() => void>();

function setUserState(next: UserState) {
  userState = next;
  for (const listener of userListeners) listener();
}

function resetUser() {
  setUserState(IDLE);
}

export function setCurrentUser(user: CurrentUser): void {
  setUserState({ status: "ready", user });
}

/** Loads CurrentUser (again). Errors are kept in the state; a 401 has already ended the session. */
export async function loadCurrentUser(): Promise<CurrentUser | undefined> {
  if (!browserSession().isSignedIn()) return undefined;
  setUserState({ status: "loading" });
  try {
    const user = await (await loadAuthApi()).currentUser();
    if (browserSession().isSignedIn()) setUserState({ status: "ready", user });
    return user;
  } catch (error) {
    setUserState(browserSession().isSignedIn() ? { status: "error", error } : { status: "idle" });
    return undefined;
  }
}

/** The signed-in customer's data; starts loading it when needed. */
export function useCurrentUser(signedIn: boolean): UserState {
  const state = useSyncExternalStore(
    (listener) => {
      userListeners.add(listener);
      return () => userListeners.delete(listener);
    },
    () => userState,
    () => IDLE,
  );
  useEffect(() => {
    if (signedIn && state.status === "idle") void loadCurrentUser();
  }, [signedIn, state.status]);
  return state;
}

/** The name to show for a customer: first and last name, else the phone, else the e-mail. */
export function displayName(user: CurrentUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name || user.phoneNumber || user.email || "";
}
