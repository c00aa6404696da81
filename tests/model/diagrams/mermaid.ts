/**
 * Mermaid `stateDiagram-v2` of a machine, built from the same transition list the harness covers
 * (`listTransitions`), so each arrow is one coverage key. Used by `npm run qa:diagrams`
 * (generate.ts) and by tests/unit/qa-diagrams.test.ts, which fails when docs/machines drift.
 */
import type { AnyStateMachine, AnyStateNode } from "xstate";
import { listStates, listTransitions, type ModelDefinition, type TransitionInfo } from "../harness";

/** Mermaid ids are global and may not hold dots: `flightBooking.details.reviewing` → `details_reviewing`. */
function mermaidId(machine: AnyStateMachine, id: string): string {
  return id === machine.id ? machine.id : id.slice(machine.id.length + 1).replace(/[^A-Za-z0-9_]/g, "_");
}

/** `#`, `;` and `:` would end or break a Mermaid label. */
const label = (text: string) => text.replace(/#/g, "#35;").replace(/;/g, "#59;").replace(/:/g, "#58;");

function delayOf(machine: AnyStateMachine, transition: TransitionInfo): string {
  // xstate.after.<delay>.<source id>
  const delay = transition.eventType.slice("xstate.after.".length, -(transition.source.length + 1));
  if (/^\d+$/.test(delay)) return `after ${delay}ms`;
  const named: unknown = machine.implementations.delays[delay];
  return typeof named === "number" ? `after ${named}ms` : `after ${delay}`;
}

/** What the arrow says: the event (or `after 3000ms`, `onDone login`, `onError login`, `always`) and `[guard]`. */
function transitionLabel(machine: AnyStateMachine, transition: TransitionInfo): string {
  const event =
    transition.kind === "always"
      ? "always"
      : transition.kind === "after"
        ? delayOf(machine, transition)
        : transition.kind === "done"
          ? `onDone ${transition.eventType.slice("xstate.done.actor.".length)}`
          : transition.kind === "error"
            ? `onError ${transition.eventType.slice("xstate.error.actor.".length)}`
            : transition.eventType;
  return transition.guard ? `${event} [${transition.guard}]` : event;
}

function nodeById(machine: AnyStateMachine, id: string): AnyStateNode {
  return machine.getStateNodeById(id);
}

function invokesOf(node: AnyStateNode): string[] {
  return node.invoke.map((invoke) => (typeof invoke.src === "string" ? invoke.src : invoke.id));
}

/** The diagram body (without the code fence). */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ["stateDiagram-v2"];
  const transitions = listTransitions(machine);
  const rootHasTransitions = transitions.some((transition) => transition.source === machine.id);
  const wrap = rootHasTransitions || Object.keys(machine.root.states).length === 0;

  const writeNode = (node: AnyStateNode, indent: string) => {
    const id = mermaidId(machine, node.id);
    const children = Object.values(node.states) as AnyStateNode[];
    if (node !== machine.root && node.key !== id) lines.push(`${indent}state "${node.key}" as ${id}`);
    for (const src of invokesOf(node)) lines.push(`${indent}${id} : ${label(`invokes ${src}`)}`);
    if (children.length === 0) {
      if (node === machine.root) lines.push(`${indent}[*] --> ${id}`);
      return;
    }
    const inner = node === machine.root && !wrap ? indent : `${indent}  `;
    if (node === machine.root && wrap) lines.push(`${indent}[*] --> ${id}`);
    if (node !== machine.root || wrap) lines.push(`${indent}state ${id} {`);
    if (node.initial?.target?.[0]) lines.push(`${inner}[*] --> ${mermaidId(machine, node.initial.target[0].id)}`);
    for (const child of children) writeNode(child, inner);
    for (const child of children) if (child.type === "final") lines.push(`${inner}${mermaidId(machine, child.id)} --> [*]`);
    if (node !== machine.root || wrap) lines.push(`${indent}}`);
  };
  writeNode(machine.root, "  ");

  for (const transition of transitions) {
    const from = mermaidId(machine, transition.source);
    // A transition with no target stays where it is: drawn as a self-loop.
    const targets = transition.targets.length ? transition.targets : [transition.source];
    for (const target of targets) lines.push(`  ${from} --> ${mermaidId(machine, target)} : ${label(transitionLabel(machine, transition))}`);
  }
  return lines.join("\n");
}

const fence = (body: string) => ["```mermaid", body, "```"].join("\n");

/** docs/machines/<file>.md for one registry entry. */
export function machineDoc(definition: ModelDefinition, sourcePath: string): string {
  const { machine } = definition;
  const transitions = listTransitions(machine);
  const states = listStates(machine);
  const row = (transition: TransitionInfo) => {
    const targets = transition.targets.length ? transition.targets.map((target) => `\`${target}\``).join(", ") : "(stays)";
    return `| \`${transition.source}\` | ${transitionLabel(machine, transition).replace(/\|/g, "\\|")} | ${targets} |`;
  };
  const invoked = [...new Set([machine.root, ...states.map((id) => nodeById(machine, id))].flatMap(invokesOf))];
  return [
    `<!-- Generated by \`npm run qa:diagrams\` from ${sourcePath}. Do not edit: run the script. -->`,
    `# ${definition.name}`,
    "",
    `Source: [\`${sourcePath}\`](../../${sourcePath}). ${states.length} states, ${transitions.length} transitions` + (invoked.length ? `; invokes ${invoked.map((src) => `\`${src}\``).join(", ")}.` : "."),
    "",
    "Self-loops are transitions that stay in their state (actions only, or `reenter`). Guards are in `[brackets]`;",
    "`after Nms` is a delay, `onDone x` / `onError x` is the outcome of the invoked actor `x`.",
    "",
    fence(toMermaid(machine)),
    "",
    "## Transitions",
    "",
    "Each row is one coverage key of `npm run qa:coverage` (tests/model/harness.ts `listTransitions`).",
    "",
    "| From | Event [guard] | To |",
    "| --- | --- | --- |",
    ...transitions.map(row),
    "",
  ].join("\n");
}

export function indexDoc(entries: ReadonlyArray<{ definition: ModelDefinition; file: string; sourcePath: string }>): string {
  return [
    "<!-- Generated by `npm run qa:diagrams`. Do not edit: run the script. -->",
    "# Machines",
    "",
    "Every machine in tests/model/registry.ts (the list `npm run qa:coverage` and `npm run qa:paths` read) as a",
    "Mermaid state diagram. `npm test` fails when these files are out of date (tests/unit/qa-diagrams.test.ts);",
    "`npm run qa:diagrams` rewrites them and `npm run qa:diagrams -- --check` only checks.",
    "",
    "| Machine | States | Transitions | Source |",
    "| --- | ---: | ---: | --- |",
    ...entries.map(({ definition, file, sourcePath }) => `| [${definition.name}](${file}) | ${listStates(definition.machine).length} | ${listTransitions(definition.machine).length} | \`${sourcePath}\` |`),
    "",
  ].join("\n");
}
