import { Suspense, useEffect, useState } from "react";
import { lazyComponent } from "../lib/lazy-component";
import { onToasterRequested } from "../lib/toast";

const AppToaster = lazyComponent("toaster", () => import("./toaster"));

/** Spec §9: lazy-hydration idle timeout 2000 ms. */
const IDLE_TIMEOUT_MS = 2000;

/** Mounts sonner's Toaster lazily: on idle, or at once when a toast is requested. */
export function ToastHost({ dir }: { dir: "rtl" | "ltr" }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const unsubscribe = onToasterRequested(mount);
    const hasIdle = typeof window.requestIdleCallback === "function";
    const idle = hasIdle
      ? window.requestIdleCallback(mount, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(mount, IDLE_TIMEOUT_MS);
    return () => {
      unsubscribe();
      if (hasIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [mounted]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster dir={dir} />
    </Suspense>
  );
}
