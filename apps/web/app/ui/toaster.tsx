import { useEffect } from "react";
import { Toaster } from "sonner";
import { markToasterReady } from "../lib/toast";

/** Spec §4: bottom-centre, 2000 ms, right-to-left (by locale), no close button, max 20 visible. */
export default function AppToaster({ dir }: { dir: "rtl" | "ltr" }) {
  // Children's effects run first, so the Toaster is subscribed when this runs.
  useEffect(() => {
    markToasterReady();
  }, []);
  return (
    <Toaster
      position="bottom-center"
      duration={2000}
      dir={dir}
      closeButton={false}
      visibleToasts={20}
      richColors
      toastOptions={{ closeButton: false }}
    />
  );
}
