import { useNavigation } from "react-router";
import { useTranslation } from "../lib/use-translation";

/**
 * Navigation loading indicator (spec §2) at the top of the page. The bar appears only after a
 * short CSS delay so that fast navigations do not flash it.
 */
export function ProgressBar() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const busy = navigation.state !== "idle";
  return (
    <div className={busy ? "progress-bar is-busy" : "progress-bar"} aria-hidden={!busy}>
      {busy ? (
        <div className="progress-bar__fill" role="progressbar" aria-label={t("common.loading")} />
      ) : null}
    </div>
  );
}
