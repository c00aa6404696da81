import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes SQL migrations from schema.ts; they are committed and
// applied at start by drizzle's migrator (src/server/db/client.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./src/server/db/migrations",
});
