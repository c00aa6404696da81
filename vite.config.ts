import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const web = (p: string) => fileURLToPath(new URL(`./src/web/${p}`, import.meta.url));

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: web("routes"),
      generatedRouteTree: web("route-tree.gen.ts"),
    }),
    react(),
    // plugin-react 6 has no babel option: Lingui's macro runs through @rolldown/plugin-babel.
    babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }),
    lingui(),
    tailwindcss(),
  ],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    assetsDir: "assets",
  },
  server: {
    port: 5173,
    // The API resolves the agency from the Host header, so the proxy keeps it.
    // Only API calls: the web app's own modules under src/web/api/ (/api/client.ts …) stay with vite.
    proxy: { "^/api/(?!.*\\.tsx?(\\?|$))": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  test: {
    root: ".",
    // Two workers on the two-core CI machine (the default leaves one core to the runner, which waits): the
    // machine walks and server tests are CPU-bound and independent (each server test has its own database).
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" } },
      { extends: true, test: { name: "model", include: ["tests/model/**/*.test.ts"], environment: "node" } },
      {
        extends: true,
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          environment: "node",
          // Every server test file imports the whole server (~3 s each on the CI machine, half the
          // project's time) and builds its own app on its own database: the files of one worker share
          // the imported modules (the reference data indexes too) instead of importing them again.
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
