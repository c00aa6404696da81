// @ts-check
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { importAliasPlugin } from "./import-alias.js";

// Conventions §1: src/shared ← machines ← src/web; src/shared ← src/server.
const pureLayerBans = [
  { group: ["react", "react-dom", "react/*", "react-dom/*", "@xstate/react", "@tanstack/*", "@lingui/react", "ky"], message: "machines/ and src/shared stay pure: no React, DOM or HTTP client." },
  { group: ["**/src/server/**", "**/server/**", "fastify", "@fastify/*", "drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/*"], message: "machines/ and src/shared never import server code." },
  { group: ["**/src/web/**", "**/web/**"], message: "machines/ and src/shared never import web code." },
];

const serverBans = [{ group: ["**/web/**", "react", "react-dom", "@tanstack/*", "@xstate/react"], message: "src/server never imports web code." }];
const webBans = [
  { group: ["**/server/**", "fastify", "@fastify/*", "drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/*"], message: "src/web never imports server code." },
  // The library's main entry is a second store with a toaster that styles itself at run time: its toasts would never show.
  { regex: "^react-hot-toast$", message: "Toasts go through react-hot-toast/headless, the store components/toaster.tsx draws." },
];

// The booking core (one lifecycle for every vertical) never imports a vertical: flights, hotels,
// cars and activities plug into it, never the other way round (docs/architecture.md).
const verticalBans = [
  {
    group: ["**/flights", "**/flights/**", "**/api/flights", "**/flight-booking/**", "**/flight-*", "**/hotels/**", "**/cars/**", "**/activities/**"],
    message: "The booking core never imports a vertical (docs/architecture.md): move what it needs into the core, for every vertical.",
  },
];
// A vertical never imports another (conventions "What we take next": a plug-in is one value in one list): what
// two verticals share moves into the core, what the core needs of a vertical it reads from the registries
// (src/shared/verticals.ts, src/server/verticals.ts, src/web/verticals.ts). Each vertical's folders in every layer.
const VERTICAL_FOLDERS = {
  flights: {
    files: [
      "machines/flight-*/**/*.ts",
      "src/shared/flights/**/*.ts",
      "src/shared/api/flights.ts",
      "src/shared/api/flight-offers.ts",
      "src/server/flights/**/*.ts",
      "src/server/suppliers/flights/**/*.ts",
      "src/web/features/flights/**/*.{ts,tsx}",
      "src/web/api/flights.ts",
      "src/web/api/flight-search.ts",
    ],
    segments: "flights|flight-[^/]+",
  },
  hotels: {
    files: [
      "machines/hotel-*/**/*.ts",
      "src/shared/hotels/**/*.ts",
      "src/shared/api/hotels.ts",
      "src/server/hotels/**/*.ts",
      "src/server/suppliers/hotels/**/*.ts",
      "src/web/features/hotels/**/*.{ts,tsx}",
      "src/web/api/hotels.ts",
    ],
    segments: "hotels|hotel-[^/]+",
  },
  cars: {
    files: [
      "machines/car-*/**/*.ts",
      "src/shared/cars/**/*.ts",
      "src/shared/api/cars.ts",
      "src/server/cars/**/*.ts",
      "src/server/suppliers/cars/**/*.ts",
      "src/web/features/cars/**/*.{ts,tsx}",
      "src/web/api/cars.ts",
    ],
    segments: "cars|car-[^/]+",
  },
  activities: {
    files: [
      "machines/activity-*/**/*.ts",
      "src/shared/activities/**/*.ts",
      "src/shared/api/activities.ts",
      "src/server/activities/**/*.ts",
      "src/server/suppliers/activities/**/*.ts",
      "src/web/features/activities/**/*.{ts,tsx}",
      "src/web/api/activities.ts",
    ],
    segments: "activities|activity-[^/]+",
  },
};
/** The bans a vertical's files carry: any path segment naming another vertical's folder or file. */
function otherVerticals(own) {
  const segments = Object.entries(VERTICAL_FOLDERS)
    .flatMap(([name, v]) => (name === own ? [] : [v.segments]))
    .join("|");
  return [{ regex: `^(.*/)?(${segments})(/|$)`, message: "A vertical never imports another vertical (docs/architecture.md): move what they share into the core, or read it from a registry of verticals." }];
}

// Conventions "What we take next" (bulletproof-react): inside src/web, components/ and lib/ are the
// shared floor every feature stands on, so they never import features/. A piece that needs a feature
// belongs in that feature (or with the routes that compose features); a piece features share moves down.
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const webZones = [
  {
    target: ["./src/web/components", "./src/web/lib"],
    from: "./src/web/features",
    message: "components/ and lib/ never import features/: move the piece into the feature (or routes/-components), or move what it shares down into components/ or lib/.",
  },
];

// Conventions "What we take next" (fastify/demo): the server's plugins load in one direction. The HTTP floor
// (src/server/http: envelope, validation, rate limits, the SPA's files) knows no feature: a feature registers with it
// (its routes, hooks and guards live in the feature), and what the floor needs moves down into it. And no schema file
// imports schema.ts: they import the tables they point at from schema-accounts.ts, so schema.ts (the one file
// drizzle-kit reads) only gathers them and no circle runs through it (docs/architecture.md "Server layering").
const serverZones = [
  {
    target: "./src/server/http",
    from: "./src/server",
    except: ["./http", "./db", "./i18n.ts", "./paths.ts"],
    message: 'src/server/http imports no feature folder: move the piece into the feature that registers with http, or move what http needs down into http/ (docs/architecture.md "Server layering").',
  },
  {
    target: "./src/server/db/schema-*.ts",
    from: "./src/server/db/schema.ts",
    message: "A schema file imports the tables it points at from schema-accounts.ts (or their own schema-*.ts file), never schema.ts: schema.ts only gathers them for drizzle-kit.",
  },
];

// The shared widgets' machines and rules (traveller picker, filter list) take a vertical's description as input.
const SHARED_WIDGETS = ["machines/traveler-picker/**/*.ts", "src/shared/filters/**/*.ts"];
const CORE = ["machines/booking/**/*.ts", "machines/effects.ts", "machines/cancellation/**/*.ts", "machines/payment/**/*.ts", "src/shared/booking/**/*.ts", "src/server/bookings/**/*.ts", ...SHARED_WIDGETS];
const WEB_CORE = [
  "src/web/features/booking/**/*.{ts,tsx}",
  "src/web/features/my-trip/**/*.{ts,tsx}",
  "src/web/lib/forms.ts",
  "src/web/components/booking/traveler-picker.tsx",
  "src/web/components/booking/filter-list.tsx",
];

export default tseslint.config(
  { ignores: ["node_modules", "dist", "data", ".tmp", "locales/*/messages.ts", "src/web/route-tree.gen.ts", "test-results", "playwright-report"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: "module" },
    plugins: { "import-x": importX, waypoint: importAliasPlugin },
    // A resolver that knows TypeScript's extensions and tsconfig.json's aliases (`@/`, `@machines/`), so the import
    // rules (no-cycle, no-restricted-paths) see where an import leads.
    settings: {
      "import-x/ignore": ["node_modules"],
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"], tsconfig: { configFile: join(ROOT, "tsconfig.json") } })],
    },
    rules: {
      "import-x/no-cycle": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["src/**/*.{ts,tsx,js}", "machines/**/*.ts", "tests/**/*.{ts,tsx,js}", "bench/**/*.ts"],
    rules: { "waypoint/import-alias": "error" },
  },
  {
    // Vite's config loader (vite.config.ts imports src/build) resolves no alias.
    files: ["src/build/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ regex: "^@(machines)?/", message: "src/build is loaded by vite.config.ts, whose loader knows no alias: import relatively." }] }] },
  },
  {
    files: ["machines/**/*.ts", "src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: pureLayerBans }],
      "no-restricted-globals": ["error", "window", "document", "localStorage", "sessionStorage", "fetch"],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
      "import-x/no-restricted-paths": ["error", { basePath: ROOT, zones: webZones }],
      "no-restricted-imports": ["error", { patterns: webBans }],
    },
  },
  {
    files: ["src/server/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: serverBans }],
      "import-x/no-restricted-paths": ["error", { basePath: ROOT, zones: serverZones }],
    },
  },
  // Last, so these files keep their layer's bans and add the vertical ones (a later rule replaces an earlier one).
  {
    files: CORE.filter((glob) => !glob.startsWith("src/server")),
    rules: { "no-restricted-imports": ["error", { patterns: [...pureLayerBans, ...verticalBans] }] },
  },
  {
    files: ["src/server/bookings/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...serverBans, ...verticalBans] }],
    },
  },
  {
    files: WEB_CORE,
    rules: {
      "no-restricted-imports": ["error", { patterns: [...webBans, ...verticalBans] }],
    },
  },
  // Each vertical's folders keep their layer's bans and add every other vertical.
  ...Object.keys(VERTICAL_FOLDERS).flatMap((name) => {
    const { files } = VERTICAL_FOLDERS[/** @type {keyof typeof VERTICAL_FOLDERS} */ (name)];
    const layers = [
      { files: files.filter((f) => f.startsWith("machines/") || f.startsWith("src/shared/")), bans: pureLayerBans },
      { files: files.filter((f) => f.startsWith("src/server/")), bans: serverBans },
      { files: files.filter((f) => f.startsWith("src/web/")), bans: webBans },
    ];
    return layers.map(({ files: layerFiles, bans }) => ({ files: layerFiles, rules: { "no-restricted-imports": ["error", { patterns: [...bans, ...otherVerticals(name)] }] } }));
  }),
);
