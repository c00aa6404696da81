/**
 * The two path sets QA runs, over the same model the harness walks (tests/model/harness.ts):
 *
 * - `shortest`: `generatePaths` itself, one path per edge of the state graph; `qa:paths` prints
 *   these, and a path number means the same everywhere.
 * - `cover`: the fewest of those shortest paths (greedy) that together walk every transition the
 *   shortest set walks. What the browser walk runs in `npm test`: a browser path costs seconds. The
 *   booking machines' walks chain theirs (`chainPaths`): where one path can go on from its end to
 *   walk what another adds, the two are walked as one (each booking path opens a fresh page, signs
 *   in, loads the app and often books through the API first, which costs more than most steps).
 * - `simple`: every simple path (no snapshot twice) from the start, extended by every edge
 *   leaving its last snapshot, for `npm run qa:exhaustive`. Some graphs have millions of
 *   those (flightBooking), so a budget stops the search and says so.
 */
import { __unsafe_getAllOwnEventDescriptors as ownEventDescriptors, createActor, type AnyEventObject, type AnyStateMachine, type SnapshotFrom } from "xstate";
import { getAdjacencyMap, type AdjacencyMap } from "xstate/graph";
import { pathWalks } from "../model/walk-cache";
import { isDeepStrictEqual } from "node:util";
import { extendPath, generatePaths, snapshotKey, type ExpectedSnapshot, type ModelPath, type PathStep, type PreparedModel } from "../model/harness";

export type PathSet = "cover" | "shortest" | "simple";

export interface GeneratedPaths {
  paths: ModelPath[];
  /** 1-based number of each path in the `shortest` set (the same as `qa:paths`), or its index in its own set. */
  numbers: number[];
  /** True when the simple-path budget stopped the search before the end. */
  capped: boolean;
}

/** Default budget of simple paths per machine (all inputs together). */
export const SIMPLE_PATH_BUDGET = 2_000;

const expectedOf = (snapshot: SnapshotFrom<AnyStateMachine>): ExpectedSnapshot => ({
  value: snapshot.value,
  context: snapshot.context,
  status: snapshot.status,
});

const describeValue = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

function describeEvent(event: AnyEventObject): string {
  const { type, ...payload } = event;
  return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;
}

/** Same description format as the harness's paths. */
function describePath(input: unknown, initial: ExpectedSnapshot, steps: readonly PathStep[]): string {
  return [`input ${JSON.stringify(input)}: ${describeValue(initial.value)}`, ...steps.map((step) => `${describeEvent(step.event)} → ${describeValue(step.expected.value)}`)].join(" · ");
}

/** The events the harness sends from a snapshot: every variant listed for a handled type, or `{ type }`. */
function eventsOf(prepared: PreparedModel) {
  const variants = prepared.definition.events ?? [];
  return (snapshot: SnapshotFrom<AnyStateMachine>): AnyEventObject[] =>
    ownEventDescriptors(snapshot)
      .filter((type) => !type.includes("*"))
      .flatMap((type) => {
        const listed = variants.filter((event) => event.type === type);
        return listed.length ? listed : [{ type }];
      });
}

function simplePaths(prepared: PreparedModel, budget: number): { paths: ModelPath[]; capped: boolean } {
  const { machine, definition } = prepared;
  const events = eventsOf(prepared);
  const paths: ModelPath[] = [];
  let capped = false;
  for (const input of definition.inputs) {
    const serializeSnapshot = snapshotKey(definition);
    const options = { input, events, serializeState: serializeSnapshot, limit: definition.limit ?? 5000 };
    const adjacency: AdjacencyMap<SnapshotFrom<AnyStateMachine>, AnyEventObject> = getAdjacencyMap(machine, options);
    // The start snapshot, read the same way the graph reads it (the actor is never started).
    const start = createActor(machine, { input }).getSnapshot();
    const initial = expectedOf(start);
    const startKey = serializeSnapshot(start);
    const nodes = adjacency as unknown as Record<string, { transitions: Record<string, { event: AnyEventObject; state: SnapshotFrom<AnyStateMachine> }> } | undefined>;
    if (!nodes[startKey]) throw new Error(`${definition.name}: start snapshot not in the graph for ${JSON.stringify(input)}`);
    paths.push({ input, initial, steps: [], description: describePath(input, initial, []) });

    const visited = new Set<string>([startKey]);
    const trail: PathStep[] = [];
    const walk = (from: string): void => {
      const edges = Object.values(nodes[from]?.transitions ?? {});
      for (const { event, state } of edges) {
        if (paths.length >= budget) {
          capped = true;
          return;
        }
        const step = { event, expected: expectedOf(state) };
        const to = serializeSnapshot(state);
        const steps = [...trail, step];
        paths.push({ input, initial, steps, description: describePath(input, initial, steps) });
        if (visited.has(to)) continue;
        visited.add(to);
        trail.push(step);
        walk(to);
        trail.pop();
        visited.delete(to);
      }
    };
    walk(startKey);
  }
  return { paths: dropPrefixes(paths), capped };
}

function dropPrefixes(paths: ModelPath[]): ModelPath[] {
  const keyOf = (path: ModelPath, length = path.steps.length) => JSON.stringify([path.input, path.steps.slice(0, length).map((step) => step.event)]);
  const prefixes = new Set<string>();
  for (const path of paths) for (let length = 0; length < path.steps.length; length++) prefixes.add(keyOf(path, length));
  const seen = new Set<string>();
  return paths.filter((path) => {
    const key = keyOf(path);
    if (prefixes.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const numbered = (paths: ModelPath[], capped = false): GeneratedPaths => ({ paths, numbers: paths.map((_, index) => index + 1), capped });

/** `cover` needs each path's transitions: kept by vitest's machine-level walk, else replayed on actors (walk-cache.ts). */
export async function pathsFor(prepared: PreparedModel, set: PathSet, budget = SIMPLE_PATH_BUDGET): Promise<GeneratedPaths> {
  if (set === "simple") {
    const { paths, capped } = simplePaths(prepared, budget);
    return numbered(paths, capped);
  }
  const shortest = generatePaths(prepared);
  if (set === "shortest") return numbered(shortest);
  const walks = await pathWalks(prepared, shortest);
  const uncovered = new Set(walks.flatMap((walk) => [...walk]));
  const chosen: number[] = [];
  while (uncovered.size > 0) {
    let best = -1;
    let bestGain = 0;
    walks.forEach((walk, index) => {
      const gain = [...walk].filter((key) => uncovered.has(key)).length;
      const shorter = best >= 0 && gain === bestGain && (shortest[index]?.steps.length ?? 0) < (shortest[best]?.steps.length ?? 0);
      if (gain > bestGain || shorter) [best, bestGain] = [index, gain];
    });
    if (best < 0) break;
    chosen.push(best);
    for (const key of walks[best] ?? []) uncovered.delete(key);
  }
  // Paths with no transition at all (a start that never moves, like a carousel of one slide) still show a state.
  walks.forEach((walk, index) => {
    if (walk.size === 0) chosen.push(index);
  });
  chosen.sort((a, b) => a - b);
  return { paths: chosen.map((index) => shortest[index] as ModelPath), numbers: chosen.map((index) => index + 1), capped: false };
}

/** A path of a cover set with what it walks and its number in the shortest set. */
export interface CoverPath {
  path: ModelPath;
  walk: ReadonlySet<string>;
  number: number;
}

export interface ChainOptions {
  /** A driver's veto: a chain its page cannot produce. */
  accept?: (path: ModelPath) => boolean;
  maxSteps?: number;
}

/** The longest chained path: a browser path gets 3 s a step (ui-model.ts), and a failure names one step among these. */
export const CHAIN_MAX_STEPS = 16;

/**
 * An event as a small number, the same for equal events: chaining compares every pair of paths' steps (again after
 * each merge) and keys every known step's context, and an event's text can be kilobytes (a search's offers). The text
 * is made once per event object, its number looked up once.
 */
const eventIds = new Map<string, number>();
const eventIdOf = new WeakMap<AnyEventObject, number>();
function eventKey(event: AnyEventObject): number {
  let id = eventIdOf.get(event);
  if (id === undefined) {
    const text = JSON.stringify(event);
    id = eventIds.get(text);
    if (id === undefined) {
      id = eventIds.size;
      eventIds.set(text, id);
    }
    eventIdOf.set(event, id);
  }
  return id;
}
const sameInput = (a: unknown, b: unknown) => a === b || isDeepStrictEqual(a, b);

/**
 * Chains the paths of a cover set: a path A takes over path B when, from where A ends, the actor can
 * take B's steps after the prefix the two share, and A so extended walks every transition only B
 * walked. Each step's expected snapshot is the real actor's (extendPath), so a chained path is as
 * true to the machine as the shortest ones. Fewer, longer paths walk the same transitions: in the
 * browser a path's own set-up (a fresh page, the sign-in, the app's first load) costs more than a step.
 *
 * A browser driver makes the server give an answer (a done, error or delay event) by what it did
 * just before (a reload, a retry, the card it typed) and by the state it gave the server for the same
 * actor's earlier answer: in a chain, each answer must follow the same step, and the same earlier
 * answer of its actor (or none), as in one of the `known` paths (the shortest set the drivers are
 * written for). A person's own steps (a filter, an add-on, a client picked) may follow anything.
 * `accept` lets a driver refuse a chain its page cannot produce.
 */
export async function chainPaths<T extends CoverPath>(
  prepared: PreparedModel,
  cover: readonly T[],
  known: readonly ModelPath[],
  { accept = () => true, maxSteps = CHAIN_MAX_STEPS }: ChainOptions = {},
): Promise<T[]> {
  const items = [...cover];
  const refused = new Set<string>();
  // Which step each answer follows, and which earlier answer of the same actor (the server's state the
  // driver set up for the first answer must also give the second).
  const actorOf = (event: AnyEventObject) => /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1] ?? (/^xstate\.after\./.test(event.type) ? event.type : null);
  const contextsOf = (path: ModelPath, index: number): string[] => {
    const step = path.steps[index]!;
    const actor = actorOf(step.event);
    if (actor === null) return [];
    const previous = index > 0 ? [`after\u0000${eventKey(path.steps[index - 1]!.event)}\u0000${eventKey(step.event)}`] : [];
    const earlier = path.steps.slice(0, index).findLast((candidate) => actorOf(candidate.event) === actor);
    return [...previous, `again\u0000${earlier ? eventKey(earlier.event) : ""}\u0000${eventKey(step.event)}`];
  };
  const familiarContexts = new Set<string>();
  for (const path of known) path.steps.forEach((_, index) => contextsOf(path, index).forEach((context) => familiarContexts.add(context)));
  const familiar = (path: ModelPath, from: number) => path.steps.every((_, index) => index < from || contextsOf(path, index).every((context) => familiarContexts.has(context)));
  const walkedByOthers = (skip: readonly T[]) => {
    const keys = new Set<string>();
    for (const item of items) if (!skip.includes(item)) for (const key of item.walk) keys.add(key);
    return keys;
  };
  for (let merged = true; merged;) {
    merged = false;
    for (const head of items) {
      const candidates = items
        .filter((other) => other !== head && sameInput(other.path.input, head.path.input))
        .map((other) => {
          let shared = 0;
          while (shared < Math.min(head.path.steps.length, other.path.steps.length) && eventKey(head.path.steps[shared]!.event) === eventKey(other.path.steps[shared]!.event)) shared += 1;
          return { other, tail: other.path.steps.slice(shared) };
        })
        .filter(({ tail }) => tail.length > 0 && head.path.steps.length + tail.length <= maxSteps)
        .sort((a, b) => a.tail.length - b.tail.length);
      for (const { other, tail } of candidates) {
        const attempt = `${head.path.description}\u0000${other.path.description}`;
        if (refused.has(attempt)) continue;
        const others = walkedByOthers([head, other]);
        const needed = [...other.walk].filter((key) => !others.has(key));
        const extended = await extendPath(
          prepared,
          head.path,
          tail.map((step) => step.event),
        );
        if (!extended || !needed.every((key) => extended.walk.transitions.has(key)) || !familiar(extended.path, head.path.steps.length) || !accept(extended.path)) {
          refused.add(attempt);
          continue;
        }
        const chained = { ...head, path: extended.path, walk: new Set([...head.walk, ...extended.walk.transitions]) } as T;
        items.splice(items.indexOf(head), 1, chained);
        items.splice(items.indexOf(other), 1);
        merged = true;
        break;
      }
      if (merged) break;
    }
  }
  return items;
}

/** `a/b/c` of a state value (`{ details: "reviewing" }` → `details.reviewing`); `(root)` for a machine without states. */
export function stateKeyOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return "(root)";
    return entries.map(([key, child]) => (child && (typeof child === "string" || Object.keys(child as object).length) ? `${key}.${stateKeyOf(child)}` : key)).join(" + ");
  }
  return "(root)";
}

/** The key itself, then each ancestor: `details.reviewing` → [`details.reviewing`, `details`]. */
export function stateKeyChain(key: string): string[] {
  const parts = key.split(".");
  return parts.map((_, index) => parts.slice(0, parts.length - index).join("."));
}

/** A state node id (`carousel.playing`, `flightBooking.details.reviewing`) as a state key (`playing`, `details.reviewing`). */
export function stateKeyOfId(machineId: string, id: string): string {
  return id.startsWith(`${machineId}.`) ? id.slice(machineId.length + 1) : id;
}
