// @ts-check
/** Remix options, read by vite.config.ts. @type {import("@remix-run/dev").VitePluginConfig} */
const remixConfig = {
  appDirectory: "app",
  buildDirectory: "build",
  ignoredRouteFiles: ["**/*.test.{ts,tsx}", "**/.*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};

export default remixConfig;
