import { defineConfig } from "@lingui/cli";

// spec A §4: supported en, pt, es; fallback en.
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es", "pt"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/src", "<rootDir>/machines"],
      exclude: ["**/node_modules/**", "**/*.test.*", "**/route-tree.gen.ts"],
    },
  ],
});
