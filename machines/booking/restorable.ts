// Resumable checkouts: what restoring a saved checkout needs of a vertical's booking machine. Built from
// the description and its machine, so the snapshot check is the core's context schema composed with the
// vertical's slots (context.ts), never a hand-written copy that drifts from the machine.
import type { z } from "zod";
import type { BookingMachine } from "./booking.machine";
import { contextSchema } from "./context";
import type { BookingVertical, VerticalTypes } from "./vertical";

export interface RestorableMachine {
  machineId: string;
  version: number;
  /** A persisted context this machine's guards and actions can read. */
  context: z.ZodType;
  /** Throws when the value names no state of the machine. */
  resolve(snapshot: { value: unknown; context: Record<string, unknown> }): void;
  /** The vertical's own traveller and contact forms (BookingVertical.travellerForms). */
  travellerForms: { passenger(value: unknown): boolean; contact(value: unknown): boolean };
}

export function restorable<T extends VerticalTypes>(vertical: BookingVertical<T>, machine: BookingMachine<T>): RestorableMachine {
  return {
    machineId: vertical.id,
    version: vertical.version,
    context: contextSchema(vertical.contextSlots),
    travellerForms: vertical.travellerForms,
    resolve: (snapshot) => {
      machine.resolveState({ value: snapshot.value as never, context: snapshot.context as never });
    },
  };
}

/** machine id → what restores it. */
export type RestoreRegistry = Readonly<Record<string, RestorableMachine>>;

export function restoreRegistry(machines: readonly RestorableMachine[]): RestoreRegistry {
  return Object.fromEntries(machines.map((entry) => [entry.machineId, entry]));
}
