import type { CheckUpdateAnswer } from "@safar/domain/app-version";
import { type AppUpdate, appUpdateFor, compareAppVersions } from "@safar/domain/app-version";

/** The installable app's versions (spec §7 `front-api/App/CheckUpdate`): the latest and the minimum. */
export interface AppVersionService {
  checkUpdate(input: { currentVersion?: string | undefined }): CheckUpdateAnswer;
}

/** Used when nothing says otherwise: no build version known (API only) and no minimum configured. */
const ANY_VERSION = "0";

/**
 * The latest version is the configured one, else the deployed web build's own; the minimum is the
 * configured one, else any. The latest is never below the minimum (a build older than the minimum
 * still tells its clients to update).
 */
export function createAppVersionService(versions: {
  latestVersion?: string | undefined;
  minimumVersion?: string | undefined;
  buildVersion?: string | undefined;
}): AppVersionService {
  const minimumVersion = versions.minimumVersion ?? ANY_VERSION;
  const configuredLatest = versions.latestVersion ?? versions.buildVersion ?? ANY_VERSION;
  const latestVersion =
    compareAppVersions(configuredLatest, minimumVersion) < 0 ? minimumVersion : configuredLatest;
  return {
    checkUpdate({ currentVersion }) {
      const update: AppUpdate | undefined =
        currentVersion === undefined
          ? undefined
          : appUpdateFor(currentVersion, { latestVersion, minimumVersion });
      return { latestVersion, minimumVersion, ...(update ? { update } : {}) };
    },
  };
}
