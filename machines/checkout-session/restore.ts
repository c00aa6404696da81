// Resumable checkouts: a saved checkout back into a booking machine. The web calls
//   const result = restoreSnapshot(session, { today, newIdempotencyKey });
//   if (result.ok) { const actor = createActor(logic, { snapshot: result.snapshot }); actor.start(); actor.send({ type: "checkout.resumed" }); }
//   else show result.message and prefill result.travellers.
// Never throws: anything unreadable is { ok: false }.
import type { Snapshot } from "xstate";
import { z } from "zod";
import type { MessageDescriptor } from "@/shared/validation/messages";
import type { RestorableMachine, RestoreRegistry } from "../booking/restorable";
import { checkoutSessionMessages } from "./messages";
import { migrateSnapshot, migrations as defaultMigrations, type MigrationRegistry, type PersistedSnapshotJson } from "./migrations";
import { sanitiseSnapshot } from "./sanitise";
import { restorableVerticals } from "./verticals";

export interface RestoreOptions {
  /** The web's calendar date now: the saved `today` may be days old. */
  today: string;
  /** Functions do not survive JSON: the machine's key maker is given back here. */
  newIdempotencyKey: () => string;
  /** Tests only: another migration registry. */
  migrations?: MigrationRegistry;
  /** Tests only: other restorable machines (the core's fake vertical). */
  machines?: RestoreRegistry;
}

/**
 * The traveller details that could still be read from a snapshot that cannot be resumed, each a complete form
 * of the saved checkout's own vertical (a flight's passengers, a hotel's lead guests, a car's driver, an
 * activity's travellers); the vertical's checkout form reads them as its own.
 */
export interface RestoredTravellers {
  passengers: Record<string, unknown>[];
  contact: Record<string, unknown> | null;
}

export type RestoreFailure = "broken" | "unknownMachine" | "outdated" | "newer";

export type RestoreResult = { ok: true; snapshot: Snapshot<unknown>; migratedFrom: number | null } | { ok: false; reason: RestoreFailure; message: MessageDescriptor; travellers: RestoredTravellers | null };

const persistedShape = z.looseObject({
  status: z.literal("active"),
  value: z.union([z.string(), z.record(z.string(), z.unknown())]),
  context: z.record(z.string(), z.unknown()),
  children: z.record(z.string(), z.unknown()).optional(),
});

const envelopeShape = z.object({
  machineId: z.string(),
  machineVersion: z.number().int().nonnegative(),
  snapshot: z.unknown(),
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Whatever traveller details are still complete by the saved vertical's own forms, from any version's context
 * (`passengers`, `contact`). An unknown machine has no forms to read them with: nothing is kept.
 */
function readTravellers(snapshot: unknown, forms: RestorableMachine["travellerForms"] | undefined): RestoredTravellers | null {
  const context = (snapshot as { context?: unknown } | null)?.context;
  if (!forms || !isRecord(context)) return null;
  const { passengers, contact } = context;
  const readable = Array.isArray(passengers) ? passengers.filter((p): p is Record<string, unknown> => isRecord(p) && forms.passenger(p)) : [];
  const travellers = { passengers: readable, contact: isRecord(contact) && forms.contact(contact) ? contact : null };
  return travellers.passengers.length > 0 || travellers.contact ? travellers : null;
}

function failure(reason: RestoreFailure, snapshot: unknown, target?: RestorableMachine): RestoreResult {
  const message = reason === "outdated" ? checkoutSessionMessages.outdated : checkoutSessionMessages.broken;
  let travellers: RestoredTravellers | null = null;
  try {
    travellers = readTravellers(snapshot, target?.travellerForms);
  } catch {
    travellers = null;
  }
  return { ok: false, reason, message, travellers };
}

function parseRaw(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/**
 * `resuming` is not saved (checkoutSessionBody), but a snapshot taken there anyway goes back to the
 * step it was resuming, which resumes again.
 */
function settledStep(snapshot: PersistedSnapshotJson): PersistedSnapshotJson {
  const value = snapshot.value;
  if (typeof value !== "object" || value === null || !("resuming" in value)) return snapshot;
  const step = snapshot.context.resumeAt;
  if (step !== "payment" && step !== "checkout") throw new Error("resuming without a step");
  return { ...snapshot, value: step };
}

/**
 * A saved checkout (the server's { machineId, machineVersion, snapshot }, or its JSON) → a snapshot
 * for `createActor(machine, { snapshot })`. Migrates older versions; refuses unknown machines, newer
 * versions, unregistered old versions and anything malformed. Card data is stripped again, and the
 * children that were running are dropped: `checkout.resumed` (sent after start) asks the server
 * instead of re-running them (docs/checkout-sessions.md).
 * @public The web imports this module lazily (src/web/features/booking/runtime.ts), which knip does not follow.
 */
export function restoreSnapshot(raw: unknown, options: RestoreOptions): RestoreResult {
  try {
    const envelope = envelopeShape.safeParse(parseRaw(raw));
    if (!envelope.success) return failure("broken", null);
    const { machineId, machineVersion } = envelope.data;
    const snapshot = sanitiseSnapshot(envelope.data.snapshot);
    const target = (options.machines ?? restorableVerticals)[machineId];
    if (!target) return failure("unknownMachine", snapshot);
    if (machineVersion > target.version) return failure("newer", snapshot, target);
    const shaped = persistedShape.safeParse(snapshot);
    if (!shaped.success) return failure("broken", snapshot, target);
    let current = shaped.data as PersistedSnapshotJson;
    let migratedFrom: number | null = null;
    if (machineVersion < target.version) {
      const migrated = migrateSnapshot(options.migrations ?? defaultMigrations, machineId, machineVersion, target.version, current);
      if (!migrated.ok) return failure("outdated", snapshot, target);
      current = migrated.snapshot;
      migratedFrom = machineVersion;
    }
    if (!persistedShape.safeParse(current).success || !target.context.safeParse(current.context).success) return failure("broken", current, target);
    current = settledStep(current);
    target.resolve(current);
    const restored: PersistedSnapshotJson = {
      ...current,
      context: { ...current.context, today: options.today, newIdempotencyKey: options.newIdempotencyKey },
      // Running work is not resumed blindly (a payment!): checkout.resumed asks the server instead.
      children: {},
    };
    return { ok: true, snapshot: restored as unknown as Snapshot<unknown>, migratedFrom };
  } catch {
    return failure("broken", null);
  }
}
