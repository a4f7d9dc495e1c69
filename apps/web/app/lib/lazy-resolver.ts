/**
 * A form's resolver whose module (zod and the form's schema) loads when the form is first used,
 * not with the page (decision 031): zod and the booking schemas were a task of 115–167 ms at a
 * phone's CPU before the form could answer a tap. The form starts the load on its first focus or
 * pointer-down (`preload`); a validation before that waits for it. A load that fails (the network
 * gone) shows the generic error, refuses that submit, and is tried again at the next validation.
 */
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { ClientMessageKey } from "./api";
import { showApiErrors } from "./toast";

export type LazyResolver<T extends FieldValues> = Resolver<T> & {
  /** Starts loading the resolver's module now (the form's first focus or pointer-down). */
  preload: () => void;
};

export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const start = () => {
    if (!loading) {
      const attempt = load();
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
    }
    return loading;
  };
  const resolver: Resolver<T> = async (values, context, options) => {
    let resolve: Resolver<T>;
    try {
      resolve = await start();
    } catch (error) {
      void showApiErrors(error);
      const errors = { root: { type: "load", message: ClientMessageKey.GENERIC_ERROR } } as FieldErrors<T>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
  return Object.assign(resolver, {
    preload: () => {
      start().catch(() => undefined);
    },
  });
}
