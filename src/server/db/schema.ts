// The whole database schema, the one file drizzle-kit reads (drizzle.config.ts) and the typed client is built from.
// Each table lives in a schema-*.ts file of its own; the ones every other table points at (agencies, users) are in
// schema-accounts.ts, which the others import, never this file.
export * from "./schema-accounts";
export * from "./schema-flights";
export * from "./schema-payments";
export * from "./schema-bookings";
export * from "./schema-checkout";
export * from "./schema-hotels";
export * from "./schema-activities";
export * from "./schema-rate-limits";
export * from "./schema-trip-add-ons";
export * from "./schema-audit";
export * from "./schema-billing";
export * from "./schema-proposals";
export * from "./schema-short-links";
export * from "./schema-reward-wallet";
