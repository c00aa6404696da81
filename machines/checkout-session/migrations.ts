// Resumable checkouts: persisted snapshots of an older machine version are migrated one version at a time.
// Register `{ [fromVersion]: (snapshot) => snapshotOfTheNextVersion }` under the machine's id when
// bumping its version (a vertical description's `version`); a missing step means the snapshot is
// discarded with a message (restoreSnapshot), keeping the traveller details it can still read.

/** The JSON of `actor.getPersistedSnapshot()`. */
export interface PersistedSnapshotJson {
  status: string;
  value: unknown;
  context: Record<string, unknown>;
  children?: Record<string, unknown>;
  historyValue?: unknown;
  [key: string]: unknown;
}

export type SnapshotMigration = (snapshot: PersistedSnapshotJson) => PersistedSnapshotJson;

/** machine id → from version → migration to version + 1. */
export type MigrationRegistry = Readonly<Record<string, Readonly<Record<number, SnapshotMigration>>>>;

export const migrations: MigrationRegistry = {
  // Version 1 is the first persisted flightBooking; its migration to 2 goes here.
  flightBooking: {},
};

type MigrationResult = { ok: true; snapshot: PersistedSnapshotJson } | { ok: false; missingFrom: number };

/** Runs every step from `fromVersion` up to `toVersion`; stops at the first missing one. */
export function migrateSnapshot(registry: MigrationRegistry, machineId: string, fromVersion: number, toVersion: number, snapshot: PersistedSnapshotJson): MigrationResult {
  let current = snapshot;
  for (let version = fromVersion; version < toVersion; version++) {
    const step = registry[machineId]?.[version];
    if (!step) return { ok: false, missingFrom: version };
    current = step(current);
  }
  return { ok: true, snapshot: current };
}
