/** This build's version (vite.config.ts): dot-separated numbers, the time of the build by default. */
declare const __APP_VERSION__: string;
