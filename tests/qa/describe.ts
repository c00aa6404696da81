/**
 * Plain-language paths for testers (`npm run qa:paths`). Each machine has a description map in
 * `descriptions/<machine>.ts`: per state key "where you are / what you see", per event type "what
 * you do". Anything missing falls back to a humanised name, and `qa:paths --missing` lists it.
 */
import type { AnyEventObject } from "xstate";
import { listStates, listTransitions, type ModelDefinition, type ModelPath } from "../model/harness";
import { stateKeyChain, stateKeyOf, stateKeyOfId } from "./model-paths";
import { tr } from "./phrases";

/** What a step's event describer gets: the event, the context before it, and the event after it. */
interface StepInfo<TContext = Record<string, unknown>> {
  event: AnyEventObject;
  /** Context before the event. */
  context: TContext;
  /** Context after the event. */
  after: TContext;
  /** State key before the event (`quoting`, `details.reviewing`): one event has a different button per screen. */
  state: string;
  /** The next step's event: lets a submit say which card leads to the outcome that follows. */
  next: AnyEventObject | undefined;
  /** The step before's event (undefined on the first step): the bank's answer depends on what the tester pressed. */
  previous: AnyEventObject | undefined;
  /** Every later step's event: a card's 3-D Secure outcome comes two steps after it is typed. */
  later: readonly AnyEventObject[];
  input: unknown;
}

export type StateText<TContext> = string | ((context: TContext) => string);
export type EventText<TContext> = string | ((step: StepInfo<TContext>) => string);

export interface MachineDescriptions<TContext = Record<string, unknown>> {
  /** How the path starts ("Open the Acme landing page (3 slides)"); `later` is every step's event (a link's search plans for them). */
  start?: (input: unknown, later: readonly AnyEventObject[]) => string;
  /** State key (`playing`, `details.reviewing`; a parent key covers its children) → what you see. */
  states: Record<string, StateText<TContext>>;
  /** Event type (`carousel.next`, `xstate.after.slideInterval.carousel.playing`, `xstate.done.actor.login`) → what you do or what happens. */
  events: Record<string, EventText<TContext>>;
  /**
   * How the browser walk sets up a step it stages rather than doing what a user does (staged-steps.ts), and how a
   * tester gets there by hand; the step then ends "(the test sets this up: …)".
   */
  staged?: (event: AnyEventObject) => string | undefined;
}

/** Identity helper that types the context for one machine. */
export function describeMachine<TContext>(descriptions: MachineDescriptions<TContext>): MachineDescriptions<TContext> {
  return descriptions;
}

/** `carousel.goTo` → "Go to", `xstate.done.actor.login` → "The login request succeeds". */
export function humanizeEvent(type: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return tr`The ${words(done[1] ?? "")} step finishes`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) return tr`The ${words(error[1] ?? "")} step fails`;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return tr`Wait (${words(after[1] ?? "")})`;
  const last = type.split(".").slice(1).join(" ") || type;
  return capitalize(words(`${type.split(".")[0] ?? ""} ${last}`));
}

function humanizeState(key: string): string {
  return tr`You are at: ${key.split(".").map(words).join(" › ")}`;
}

function words(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[._-]+/g, " ")
    .toLowerCase()
    .trim();
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function stateText<TContext>(descriptions: MachineDescriptions<TContext> | undefined, key: string, context: TContext): string {
  for (const candidate of stateKeyChain(key)) {
    const text = descriptions?.states[candidate];
    if (text !== undefined) return typeof text === "function" ? text(context) : text;
  }
  return humanizeState(key);
}

function eventText<TContext>(descriptions: MachineDescriptions<TContext> | undefined, step: StepInfo<TContext>): string {
  const text = descriptions?.events[step.event.type];
  if (text === undefined) return humanizeEvent(step.event.type);
  return typeof text === "function" ? text(step) : text;
}

/** A path in parts: how it starts, what you see then, and per step what you do and what you see after. */
export interface PathParts {
  start: string;
  initial: string;
  steps: Array<{ action: string; outcome: string }>;
}

export function pathToParts<TContext>(path: ModelPath, descriptions: MachineDescriptions<TContext> | undefined): PathParts {
  const start = descriptions?.start
    ? descriptions.start(
        path.input,
        path.steps.map((step) => step.event),
      )
    : tr`Start with ${JSON.stringify(path.input)}`;
  let context = path.initial.context as TContext;
  let state = stateKeyOf(path.initial.value);
  const initial = stateText(descriptions, state, context);
  const steps = path.steps.map((step, index) => {
    const after = step.expected.context as TContext;
    const later = path.steps.slice(index + 1).map((candidate) => candidate.event);
    const info: StepInfo<TContext> = { event: step.event, context, after, state, next: later[0], later, previous: path.steps[index - 1]?.event, input: path.input };
    const setUp = descriptions?.staged?.(step.event);
    const action = eventText(descriptions, info);
    const part = { action: setUp ? tr`${action} (the test sets this up: ${setUp})` : action, outcome: stateText(descriptions, stateKeyOf(step.expected.value), after) };
    context = after;
    state = stateKeyOf(step.expected.value);
    return part;
  });
  return { start, initial, steps };
}

/** A path as numbered steps: "1. Press 'Next slide'. → You see slide 2 of 3." */
export function pathToSteps<TContext>(path: ModelPath, descriptions: MachineDescriptions<TContext> | undefined): string[] {
  const { start, initial, steps } = pathToParts(path, descriptions);
  return [`${start}. ${initial}`, ...steps.map((step, index) => `${index + 1}. ${step.action} → ${step.outcome}`)];
}

interface MissingDescriptions {
  states: string[];
  events: string[];
}

/** States and event types of the machine (and its registry variants) that have no description. */
export function missingDescriptions(definition: ModelDefinition, descriptions: MachineDescriptions<never> | undefined): MissingDescriptions {
  const machineId = definition.machine.id;
  const keys = listStates(definition.machine).map((id) => stateKeyOfId(machineId, id));
  if (keys.length === 0) keys.push("(root)");
  const types = new Set([
    ...listTransitions(definition.machine)
      .filter((transition) => transition.kind !== "always")
      .map((transition) => transition.eventType),
    ...(definition.events ?? []).map((event) => event.type),
  ]);
  return {
    states: keys.filter((key) => !stateKeyChain(key).some((candidate) => descriptions?.states[candidate] !== undefined)),
    events: [...types].filter((type) => descriptions?.events[type] === undefined).sort(),
  };
}

/** The line under an exported feature's title: how many of the machine's paths it holds, and how to read them. */
export function featureIntro(chosen: number, all: number, set: string, machine: string): string {
  return tr`${chosen} of the ${all} ${set} paths of ${machine}, in plain steps. Quoted text ('…') is the page's own; text in double quotes is what you type.`;
}
