import { afterEach, describe, expect, it } from "vitest";
import {
  closeLoginModal,
  getLoginState,
  isLoginModalOpen,
  openLoginModal,
  setLoginChannel,
  setLoginCodeSent,
  setLoginPhone,
  setLoginStatus,
} from "./login-modal-store";

afterEach(() => closeLoginModal());

describe("login modal state (spec §3, §4)", () => {
  it("counts as open when any key is set", () => {
    expect(isLoginModalOpen({})).toBe(false);
    expect(isLoginModalOpen({ status: "phone" })).toBe(true);
    expect(isLoginModalOpen({ action: {} })).toBe(true);
    expect(isLoginModalOpen({ status: undefined, action: undefined })).toBe(false);
  });

  it("opens on the phone step with its action, moves between steps, closes", () => {
    expect(getLoginState().dialingCode).toBe("+964");
    openLoginModal({ redirectTo: "/profile/account" });
    expect(getLoginState().authLoginModal).toEqual({
      status: "phone",
      action: { redirectTo: "/profile/account" },
    });
    setLoginStatus("code");
    expect(getLoginState().authLoginModal.status).toBe("code");
    setLoginPhone("7801234567", "+98");
    closeLoginModal();
    expect(isLoginModalOpen(getLoginState().authLoginModal)).toBe(false);
    // phone and dialing code are kept for the next opening
    expect(getLoginState().phoneNumberForLogin).toBe("7801234567");
    expect(getLoginState().dialingCode).toBe("+98");
  });

  it("keeps when a new code may be asked for with the phone and the step, for a modal mounted again", () => {
    openLoginModal();
    const resendAt = Date.UTC(2026, 10, 29, 12, 2, 0);
    setLoginCodeSent("7712345678", "+964", resendAt);
    setLoginStatus("code");
    const state = getLoginState();
    expect([
      state.phoneNumberForLogin,
      state.dialingCode,
      state.resendAt,
      state.authLoginModal.status,
    ]).toEqual(["7712345678", "+964", resendAt, "code"]);
    closeLoginModal();
    openLoginModal();
    expect(getLoginState().resendAt).toBe(resendAt);
  });

  it("keeps the phone as typed and the channel chosen while the modal is open, for a modal mounted again", () => {
    openLoginModal();
    expect(getLoginState().channel).toBe(1);
    setLoginPhone("07712", "+964");
    setLoginChannel(4);
    expect([getLoginState().phoneNumberForLogin, getLoginState().channel]).toEqual(["07712", 4]);
    // Once the code is sent, the phone is the national number it went to; the channel stays.
    setLoginCodeSent("7712345678", "+964", Date.UTC(2026, 10, 29, 12, 2, 0));
    expect([getLoginState().phoneNumberForLogin, getLoginState().channel]).toEqual(["7712345678", 4]);
    setLoginChannel(1);
  });
});
