/**
 * Model-based testing harness for the machines in `machines/`.
 *
 * Why not `createTestModel`: it rejects machines with `invoke` or `after`.
 * The graph functions underneath it (`getAdjacencyMap`, `getShortestPaths`
 * from `xstate/graph`) do not: they treat the delay event
 * (`xstate.after.<delay>.<stateId>`) and the invoked actor's
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` as ordinary events. So
 * the model explores those events like any other, and this harness turns them
 * back into real causes when it replays a path against a real actor: a delay
 * advances a `SimulatedClock`, a done/error settles a controllable fake actor.
 *
 * Coverage is measured on transition *definitions* (every guarded branch of
 * every `on`, `always`, `after`, `onDone`, `onError` of every state node),
 * recorded from the real actor's `@xstate.microstep` inspection events, not
 * from the model's own idea of what should have happened.
 *
 * See README.md beside this file.
 */
import { isDeepStrictEqual } from "node:util";
import {
  __unsafe_getAllOwnEventDescriptors as ownEventDescriptors,
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyEventObject,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from "xstate";
import { getAdjacencyMap, getStateNodes, serializeSnapshot, type AdjacencyMap } from "xstate/graph";

// ---------------------------------------------------------------- definitions

/** Events the machine receives from xstate itself, which a model may also send. */
export type SyntheticEvent = { type: `xstate.done.actor.${string}`; output?: unknown } | { type: `xstate.error.actor.${string}`; error?: unknown } | { type: `xstate.after.${string}` };

export interface ModelDefinition<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Shown in test names and the coverage table. */
  name: string;
  /** The machine exactly as the app imports it. */
  machine: TMachine;
  /** Start points. Together they must reach every state (e.g. `count: 1` and `count: 3`). */
  inputs: readonly InputFrom<TMachine>[];
  /**
   * Payload variants. For every event type a state handles, the model sends each
   * variant listed here, or `{ type }` alone when none is listed. List one
   * variant per guard outcome (a valid and an invalid index, a supported and an
   * unsupported language). Done/error events of invoked actors and delay events
   * may be listed too, to give them an `output` or `error`.
   */
  events?: readonly (EventFromLogic<TMachine> | SyntheticEvent)[];
  /**
   * Extra implementations (method syntax on purpose: keeps the registry's array
   * of differently typed models assignable). Invoked actors are already
   * replaced by controllable fakes; override one only for an actor that is not
   * promise-like, and then it must not settle by itself.
   */
  provide?(machine: TMachine): TMachine;
  /** Upper bound on explored snapshots, against unbounded context. Default 5000. */
  limit?: number;
  /**
   * Context slots no guard reads: kept for the page to show again (the booking checkout's `draft`: the
   * form as typed) or passed to an invoked actor, whose fake answers alike whatever it is given. They are
   * left out of a snapshot's identity so they do not multiply the graph; the transitions that set them
   * are still walked (the coverage test proves it).
   */
  echoOnly?: readonly string[];
  /**
   * Why the machine has no browser walk of its own, shown in the coverage table instead of
   * "no driver" (the booking core on its fake vertical: flights walk the same core in Chromium).
   */
  browser?: string;
}

/** How the walks tell snapshots apart: xstate's serializeSnapshot without the model's echo-only slots. */
export function snapshotKey(definition: Pick<ModelDefinition, "echoOnly">): (snapshot: { value: unknown; context?: unknown }) => string {
  const omit = definition.echoOnly ?? [];
  // The graph search serializes each snapshot several times (once when it is found, again for its
  // shortest path): remember the key of a snapshot object.
  const known = new WeakMap<object, string>();
  return (snapshot) => {
    let key = known.get(snapshot);
    if (key !== undefined) return key;
    if (omit.length === 0) key = serializeSnapshot(snapshot as never);
    else {
      const context = Object.fromEntries(Object.entries((snapshot.context ?? {}) as Record<string, unknown>).filter(([name]) => !omit.includes(name)));
      key = serializeSnapshot({ value: snapshot.value, context } as never);
    }
    known.set(snapshot, key);
    return key;
  };
}

/** Identity helper so each registry entry is type-checked against its machine. */
export function defineModel<TMachine extends AnyStateMachine>(model: ModelDefinition<TMachine>): ModelDefinition<TMachine> {
  return model;
}

// ---------------------------------------------------------------- transitions

export type TransitionKind = "event" | "always" | "after" | "done" | "error" | "snapshot";

export interface TransitionInfo {
  /** Stable id, e.g. `#carousel.playing carousel.next [0] isLastSlide`. */
  key: string;
  source: string;
  eventType: string;
  /** Position among the guarded branches for this event on this state node. */
  branch: number;
  kind: TransitionKind;
  guard: string | undefined;
  targets: string[];
}

function describeGuard(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === "string") return guard;
  if (typeof guard === "function") {
    const nested = (guard as { guards?: unknown[] }).guards;
    return nested ? `${guard.name}(${nested.map(describeGuard).join(", ")})` : guard.name || "inline";
  }
  if (typeof guard === "object" && guard !== null && "type" in guard) return String(guard.type);
  return "inline";
}

function kindOf(eventType: string): TransitionKind {
  if (eventType === "") return "always";
  if (eventType.startsWith("xstate.after.")) return "after";
  if (eventType.startsWith("xstate.done.actor.")) return "done";
  if (eventType.startsWith("xstate.error.actor.")) return "error";
  if (eventType.startsWith("xstate.snapshot.")) return "snapshot";
  return "event";
}

function branchesOf(node: AnyStateNode, eventType: string): readonly AnyTransitionDefinition[] {
  return eventType === "" ? (node.always ?? []) : (node.transitions.get(eventType) ?? []);
}

function describeTransition(transition: AnyTransitionDefinition): TransitionInfo {
  const source = transition.source;
  const branch = branchesOf(source, transition.eventType).indexOf(transition);
  if (branch < 0) throw new Error(`Transition ${transition.eventType} is not on #${source.id}`);
  const kind = kindOf(transition.eventType);
  const guard = describeGuard(transition.guard);
  const label = kind === "always" ? "(always)" : transition.eventType;
  return {
    key: `#${source.id} ${label} [${branch}]${guard ? ` ${guard}` : ""}`,
    source: source.id,
    eventType: transition.eventType,
    branch,
    kind,
    guard,
    targets: (transition.target ?? []).map((target: AnyStateNode) => target.id),
  };
}

function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)];
}

/** Every transition definition of the machine, each guarded branch separately. */
export function listTransitions(machine: AnyStateMachine): TransitionInfo[] {
  return allNodes(machine).flatMap((node) => [...[...node.transitions.values()].flat().map(describeTransition), ...(node.always ?? []).map(describeTransition)]);
}

/** Every state node id except the root's. */
export function listStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.id);
}

// ---------------------------------------------------------------- fake actors

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** Promise actors that stay pending until the path says they settle. */
class Invocations {
  private pending = new Map<string, Pending>();

  start(id: string): Promise<unknown> {
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }

  /** Settles the latest invocation with this id; false when the harness does not control it. */
  settle(id: string, outcome: "done" | "error", payload: unknown): boolean {
    const pending = this.pending.get(id);
    if (!pending) return false;
    this.pending.delete(id);
    if (outcome === "done") pending.resolve(payload);
    else pending.reject(payload);
    return true;
  }

  reset(): void {
    this.pending.clear();
  }
}

export interface PreparedModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  definition: ModelDefinition<TMachine>;
  /** The machine with fakes provided: the one paths are generated from and run on. */
  machine: TMachine;
  invocations: Invocations;
}

export function prepareModel<TMachine extends AnyStateMachine>(definition: ModelDefinition<TMachine>): PreparedModel<TMachine> {
  const invocations = new Invocations();
  const named = new Set(Object.keys(definition.machine.implementations.actors));
  const sources = new Set(
    allNodes(definition.machine)
      .flatMap((node) => node.invoke)
      .map((invoke) => invoke.src)
      .filter((src): src is string => typeof src === "string" && named.has(src)),
  );
  const actors = Object.fromEntries([...sources].map((src) => [src, fromPromise(({ self }) => invocations.start(self.id))]));
  // `provide` is typed per machine; on AnyStateMachine its parameter is `any` already.
  const withFakes = definition.machine.provide({ actors }) as TMachine;
  const machine = definition.provide ? definition.provide(withFakes) : withFakes;
  return { definition, machine, invocations };
}

// ---------------------------------------------------------------- paths

export interface ExpectedSnapshot {
  value: unknown;
  context: unknown;
  status: string;
}

export interface PathStep {
  event: AnyEventObject;
  expected: ExpectedSnapshot;
}

export interface ModelPath {
  description: string;
  input: unknown;
  initial: ExpectedSnapshot;
  steps: PathStep[];
}

function expectedOf(snapshot: SnapshotFrom<AnyStateMachine>): ExpectedSnapshot {
  return { value: snapshot.value, context: snapshot.context, status: snapshot.status };
}

function describeValue(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function describeEvent(event: AnyEventObject): string {
  const { type, ...payload } = event;
  return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;
}

function stepText(event: AnyEventObject, expected: ExpectedSnapshot): string {
  return `${describeEvent(event)} → ${describeValue(expected.value)}`;
}

/**
 * One path per edge of the model's state graph (snapshot × event variant):
 * the shortest path to the edge's source, then the edge. Paths that are a
 * prefix of a longer path are dropped. Every edge walked implies every
 * reachable transition definition walked.
 */
/** The events the model sends from a snapshot: every variant listed for a handled type, or `{ type }`. */
function eventsFrom(definition: ModelDefinition): (snapshot: SnapshotFrom<AnyStateMachine>) => AnyEventObject[] {
  const variants = definition.events ?? [];
  return (snapshot) =>
    ownEventDescriptors(snapshot)
      .filter((type) => !type.includes("*"))
      .flatMap((type) => {
        const listed = variants.filter((event) => event.type === type);
        return listed.length ? listed : [{ type }];
      });
}

export function generatePaths(prepared: PreparedModel): ModelPath[] {
  const { machine, definition } = prepared;
  const events = eventsFrom(definition);

  const paths: ModelPath[] = [];
  for (const input of definition.inputs) {
    const key = snapshotKey(definition);
    const options = { input, events, serializeState: key, limit: definition.limit ?? 5000 };
    const adjacency: AdjacencyMap<SnapshotFrom<AnyStateMachine>, AnyEventObject> = getAdjacencyMap(machine, options);
    const { initial, shortest, texts } = shortestSteps(adjacency, key);
    if (!initial) throw new Error(`${definition.name}: no initial snapshot for input ${JSON.stringify(input)}`);
    const start = `input ${JSON.stringify(input)}: ${describeValue(initial.value)}`;
    // The bare start, kept only when this input has no edge at all (e.g. a carousel of one slide).
    paths.push({ input, initial, steps: [], description: start });

    for (const [from, { transitions }] of Object.entries(adjacency)) {
      const head = shortest.get(from);
      if (!head) continue; // unreachable from this input
      // Keys are branded strings, which Object.values does not see through.
      const edges = Object.values(transitions) as Array<{ event: AnyEventObject; state: SnapshotFrom<AnyStateMachine> }>;
      const text = texts.get(from) ?? "";
      for (const { event, state } of edges) {
        const expected = expectedOf(state);
        paths.push({ input, initial, steps: [...head, { event, expected }], description: `${start}${text} · ${stepText(event, expected)}` });
      }
    }
  }
  return dropPrefixes(paths);
}

/**
 * One shortest path to each reachable snapshot of each input (the heads `generatePaths` extends by one
 * edge), prefixes of longer ones dropped: for walks that check every snapshot rather than every edge.
 */
export function snapshotPaths(prepared: PreparedModel): ModelPath[] {
  const { machine, definition } = prepared;
  const paths: ModelPath[] = [];
  for (const input of definition.inputs) {
    const key = snapshotKey(definition);
    const adjacency: Adjacency = getAdjacencyMap(machine, { input, events: eventsFrom(definition), serializeState: key, limit: definition.limit ?? 5000 });
    const { initial, shortest, texts } = shortestSteps(adjacency, key);
    if (!initial) throw new Error(`${definition.name}: no initial snapshot for input ${JSON.stringify(input)}`);
    const start = `input ${JSON.stringify(input)}: ${describeValue(initial.value)}`;
    for (const [state, steps] of shortest) paths.push({ input, initial, steps, description: `${start}${texts.get(state) ?? ""}` });
  }
  return dropPrefixes(paths);
}

type Adjacency = AdjacencyMap<SnapshotFrom<AnyStateMachine>, AnyEventObject>;

/**
 * xstate/graph's `getShortestPaths`, over the adjacency map `generatePaths` already made: the library
 * makes the whole map again inside, which was half the time of a big model (flightBooking: 24k paths).
 * The same search in the same order (breadth first from the map's first key, the first parent found
 * kept), and the same snapshots (the last one seen under a key, as the library keeps them), so the
 * paths and their numbers are the library's.
 */
function shortestSteps(
  adjacency: Adjacency,
  serialize: (snapshot: SnapshotFrom<AnyStateMachine>) => string,
): { initial: ExpectedSnapshot | undefined; shortest: Map<string, PathStep[]>; texts: Map<string, string> } {
  // Keys are branded strings: read the map as a plain record.
  const nodes = adjacency as unknown as Record<string, Adjacency[keyof Adjacency]>;
  const start = Object.keys(nodes)[0];
  const shortest = new Map<string, PathStep[]>();
  // Each head's description (" · "-joined steps), made once per snapshot instead of once per path.
  const texts = new Map<string, string>();
  if (start === undefined) return { initial: undefined, shortest, texts };
  const latest = new Map<string, SnapshotFrom<AnyStateMachine>>([[start, nodes[start]!.state]]);
  const parents = new Map<string, { weight: number; from?: string; event?: AnyEventObject }>([[start, { weight: 0 }]]);
  const unvisited = new Set([start]);
  const visited = new Set<string>();
  for (const current of unvisited) {
    const { weight } = parents.get(current)!;
    for (const { event, state } of Object.values(nodes[current]!.transitions) as Array<{ event: AnyEventObject; state: SnapshotFrom<AnyStateMachine> }>) {
      const next = serialize(state);
      latest.set(next, state);
      const known = parents.get(next);
      if (!known || known.weight > weight + 1) parents.set(next, { weight: weight + 1, from: current, event });
      if (!visited.has(next)) unvisited.add(next);
    }
    visited.add(current);
    unvisited.delete(current);
  }
  for (const [stateKey, { from, event }] of parents) {
    if (from === undefined || !event) {
      shortest.set(stateKey, []);
      texts.set(stateKey, "");
      continue;
    }
    const expected = expectedOf(latest.get(stateKey)!);
    shared.add(expected);
    shortest.set(stateKey, [...(shortest.get(from) ?? []), { event, expected }]);
    texts.set(stateKey, `${texts.get(from) ?? ""} · ${stepText(event, expected)}`);
  }
  const initial = expectedOf(latest.get(start)!);
  shared.add(initial);
  return { initial, shortest, texts };
}

/**
 * Drops paths that are a prefix of a longer one, and repeats. Paths are compared by input and events (as
 * JSON): each is put in a tree of steps, once, instead of writing out every prefix of every path.
 */
function dropPrefixes(paths: ModelPath[]): ModelPath[] {
  interface Node {
    children: Map<string, Node>;
    taken: boolean;
  }
  const root = new Map<string, Node>();
  const json = new Map<unknown, string>();
  const jsonOf = (value: unknown) => {
    let text = json.get(value);
    if (text === undefined) json.set(value, (text = JSON.stringify(value)));
    return text;
  };
  const child = (children: Map<string, Node>, key: string) => {
    let node = children.get(key);
    if (!node) children.set(key, (node = { children: new Map(), taken: false }));
    return node;
  };
  const ends = paths.map((path) => path.steps.reduce((node, step) => child(node.children, jsonOf(step.event)), child(root, jsonOf(path.input))));
  return paths.filter((_, index) => {
    const end = ends[index]!;
    if (end.children.size > 0 || end.taken) return false;
    end.taken = true;
    return true;
  });
}

// ---------------------------------------------------------------- running

export class ModelMismatchError extends Error {
  override name = "ModelMismatchError";
}

/** Lets promise callbacks (a settled fake actor) reach the machine. */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function delayOf(machine: AnyStateMachine, eventType: string, context: unknown, event: AnyEventObject): number {
  for (const node of allNodes(machine)) {
    const delayed = node.after.find((transition) => transition.eventType === eventType);
    if (!delayed) continue;
    const { delay } = delayed;
    if (typeof delay === "number") return delay;
    // Delay expressions only read context and event here; the actor-only arguments are not available.
    const expression = (fn: unknown) => (fn as (args: { context: unknown; event: AnyEventObject }, params: undefined) => number)({ context, event }, undefined);
    if (typeof delay === "function") return expression(delay);
    const named: unknown = machine.implementations.delays[delay];
    if (typeof named === "number") return named;
    if (typeof named === "function") return expression(named);
    throw new Error(`Delay "${delay}" of #${node.id} has no implementation`);
  }
  throw new Error(`No state node has the delayed transition ${eventType}`);
}

function mismatch(path: ModelPath, index: number, actual: ExpectedSnapshot, expected: ExpectedSnapshot): ModelMismatchError {
  const where = index < 0 ? "at start" : `after step ${index + 1} (${describeEvent(path.steps[index]?.event ?? { type: "?" })})`;
  return new ModelMismatchError(`${where}\n  path: ${path.description}\n  expected: ${JSON.stringify(expected)}\n  actual:   ${JSON.stringify(actual)}`);
}

/** What a real actor went through: transition keys taken and state node ids entered. */
export interface Walk {
  transitions: Set<string>;
  states: Set<string>;
  /**
   * runPath: the actor's own snapshots, at the start and after each step. They differ from the path's expected ones
   * only in echo-only slots (a state reached by several routes shares one expected snapshot), so a browser walk
   * checks the page against these: what the machine holds after exactly this path's events.
   */
  snapshots?: ExpectedSnapshot[];
}

/** A real actor of the prepared machine, driven one model event at a time, recording what it walks. */
function driveActor(prepared: PreparedModel, input: unknown) {
  const { machine, invocations } = prepared;
  invocations.reset();
  const walked: Walk = { transitions: new Set(), states: new Set() };
  const clock = new SimulatedClock();
  let failure: unknown;
  let microsteps = 0;
  const actor = createActor(machine, {
    input,
    clock,
    inspect: (inspection) => {
      if (inspection.type !== "@xstate.microstep") return;
      const snapshot = inspection.snapshot as { machine?: unknown; _nodes?: AnyStateNode[] };
      if (snapshot.machine !== machine) return; // a child machine's step
      // An event no state takes is a microstep too, with no transition.
      if (inspection._transitions.length > 0) microsteps += 1;
      for (const transition of inspection._transitions) {
        walked.transitions.add(describeTransition(transition).key);
        // A transient state (left by `always` at once) shows up only as a source.
        walked.states.add(transition.source.id);
      }
      for (const node of snapshot._nodes ?? []) walked.states.add(node.id);
    },
  });
  actor.subscribe({ error: (error) => (failure = error) });
  actor.start();
  return {
    actor,
    walked,
    failure: () => failure,
    /** The event's real cause: a delay advances the clock, a done/error settles the fake actor. False when nothing could take it. */
    async step(event: AnyEventObject): Promise<boolean> {
      const before = microsteps;
      const kind = kindOf(event.type);
      if (kind === "after") {
        clock.increment(delayOf(machine, event.type, actor.getSnapshot().context, event));
      } else if (kind === "done" || kind === "error") {
        const id = event.type.replace(/^xstate\.(done|error)\.actor\./, "");
        const payload: unknown = kind === "done" ? event.output : event.error;
        // Not one of ours (a provided override): deliver the event the actor would have sent.
        if (!invocations.settle(id, kind, payload)) actor.send(event);
      } else {
        actor.send(event);
      }
      await flush();
      for (const node of actor.getSnapshot()._nodes) walked.states.add(node.id);
      return microsteps > before;
    },
  };
}

/**
 * Expected snapshots already found equal to the actor's. `generatePaths` shares the step objects of a
 * common prefix between paths (each path is its source's shortest path plus one edge), so a step
 * object means one sequence of events from one input, and a deterministic machine gives the same
 * snapshot every time: comparing it once is enough (flightBooking: 24k paths, 355k steps, 48k distinct).
 * Only the start and the steps of a shared prefix are kept (`shared`, filled by `shortestSteps`), and
 * the actor still takes every step: transitions are recorded as before.
 */
const shared = new WeakSet<ExpectedSnapshot>();
const compared = new WeakSet<ExpectedSnapshot>();

/**
 * Replays a path on a real actor of `prepared.machine` and throws a
 * ModelMismatchError at the first step whose value, context or status differs
 * from the model. Returns what the actor walked.
 */
export async function runPath(prepared: PreparedModel, path: ModelPath): Promise<Walk> {
  const echo = prepared.definition.echoOnly ?? [];
  const withoutEcho = (snapshot: ExpectedSnapshot): ExpectedSnapshot =>
    echo.length === 0 || !snapshot.context || typeof snapshot.context !== "object"
      ? snapshot
      : { ...snapshot, context: Object.fromEntries(Object.entries(snapshot.context as Record<string, unknown>).filter(([key]) => !echo.includes(key))) };
  const driven = driveActor(prepared, path.input);
  try {
    const snapshots: ExpectedSnapshot[] = [];
    driven.walked.snapshots = snapshots;
    const check = (index: number, expected: ExpectedSnapshot) => {
      const failure = driven.failure();
      if (failure) throw failure;
      const snapshot = driven.actor.getSnapshot();
      for (const node of snapshot._nodes) driven.walked.states.add(node.id);
      snapshots.push(expectedOf(snapshot));
      if (compared.has(expected)) return;
      // Echo-only slots are not part of a snapshot's identity: paths that reach a state by different
      // routes share its expected snapshot, so those slots are compared by nobody.
      const actual = withoutEcho(expectedOf(snapshot));
      const wanted = withoutEcho(expected);
      if (!isDeepStrictEqual(actual, wanted)) throw mismatch(path, index, actual, wanted);
      if (shared.has(expected)) compared.add(expected);
    };
    // Anything that settles by itself (an override that should not) shows up here, before the first step.
    await flush();
    check(-1, path.initial);
    for (const [index, step] of path.steps.entries()) {
      await driven.step(step.event);
      check(index, step.expected);
    }
  } finally {
    driven.actor.stop();
  }
  return driven.walked;
}

/**
 * A path followed by more events, each taken by a real actor from where the path ends (its expected
 * snapshot is what the actor shows), or null when the actor cannot take one of them there (no
 * transition, or an answer of an actor that is not running). For the browser walk's chained paths
 * (tests/qa/model-paths.ts): several short paths walked as one, so a page is set up once.
 */
export async function extendPath(prepared: PreparedModel, path: ModelPath, events: readonly AnyEventObject[]): Promise<{ path: ModelPath; walk: Walk } | null> {
  const driven = driveActor(prepared, path.input);
  try {
    await flush();
    for (const step of path.steps) await driven.step(step.event);
    const steps = [...path.steps];
    let description = path.description;
    for (const event of events) {
      if (!(await driven.step(event)) || driven.failure()) return null;
      const expected = expectedOf(driven.actor.getSnapshot());
      steps.push({ event, expected });
      description += ` · ${stepText(event, expected)}`;
    }
    return { path: { ...path, steps, description }, walk: driven.walked };
  } finally {
    driven.actor.stop();
  }
}

// ---------------------------------------------------------------- coverage

export interface ModelReport {
  name: string;
  states: string[];
  statesVisited: string[];
  transitions: TransitionInfo[];
  walked: TransitionInfo[];
  missing: TransitionInfo[];
  paths: number;
  failures: Array<{ path: string; error: string }>;
}

export function coverageOf(prepared: PreparedModel, walkedKeys: ReadonlySet<string>): Pick<ModelReport, "transitions" | "walked" | "missing"> {
  const transitions = listTransitions(prepared.machine);
  return {
    transitions,
    walked: transitions.filter((transition) => walkedKeys.has(transition.key)),
    missing: transitions.filter((transition) => !walkedKeys.has(transition.key)),
  };
}

/** Generates every path, runs each on a real actor, and reports transition coverage. */
export async function walkModel(definition: ModelDefinition): Promise<ModelReport> {
  const prepared = prepareModel(definition);
  const paths = generatePaths(prepared);
  const walked: Walk = { transitions: new Set(), states: new Set() };
  const failures: ModelReport["failures"] = [];
  for (const path of paths) {
    try {
      const walk = await runPath(prepared, path);
      for (const key of walk.transitions) walked.transitions.add(key);
      for (const id of walk.states) walked.states.add(id);
    } catch (error) {
      failures.push({ path: path.description, error: error instanceof Error ? error.message : String(error) });
    }
  }
  const states = listStates(prepared.machine);
  return {
    name: definition.name,
    states,
    statesVisited: states.filter((id) => walked.states.has(id)),
    ...coverageOf(prepared, walked.transitions),
    paths: paths.length,
    failures,
  };
}

export function percent(walked: number, total: number): number {
  return total === 0 ? 100 : Math.floor((walked / total) * 1000) / 10;
}
