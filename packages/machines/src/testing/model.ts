/**
 * Model-based tests for the machines (tests only; never exported from shell.ts / widgets.ts).
 *
 * USAGE (see src/session/machine.test.ts for a full example, src/testing/model.test.ts for a small one)
 * ```ts
 * import { describeModel } from "../testing/model.js";
 * import { envelope, failure, fakeClient, jeecg, type Answer } from "../testing/fakes.js";
 *
 * describeModel({
 *   name: "session",                       // → "coverage session: states 14/14, transitions 28/28"
 *   machine: sessionMachine,               // the definition the paths are generated from
 *   events: [                              // concrete events offered to the model (or (snapshot) => [...])
 *     { type: "LOGIN", request },          // ordinary events: the default driver sends them
 *     // an invoked actor (invoke id "login") finishing or failing; extra fields (`answer`) are
 *     // free for the driver: here the HTTP answer that makes the real actor produce `output`
 *     { type: "xstate.done.actor.login", output, answer: envelope(result) },
 *     { type: "xstate.error.actor.login", error, answer: failure("用户名或密码错误") },
 *     // `after` delays need no concrete event: the default driver advances the clock
 *   ],
 *   variants: [{ name: "no token", input: { token: null } }],     // optional: several inputs
 *   serializeState: (s) => JSON.stringify([s.value, s.context.pending]),  // optional, see below
 *   sut: ({ clock }) => {                  // a fresh system under test for every path
 *     const fake = fakeClient(clock);      // real @qt/sdk client over FakeHttp
 *     return { logic: createSessionMachine(fake.client), fake };
 *   },
 *   drive: {                               // how an event happens for real (default: actor.send)
 *     "xstate.done.actor.login": ({ event, sut }) => sut.fake.http.respond("POST /sys/login", event.answer as Answer),
 *   },
 *   states: {                              // extra checks per state key (`*` = every state)
 *     authenticated: ({ snapshot, effects, event, sut }) => expect(...)...,
 *   },
 * });
 * ```
 * What it does, per variant: the machine is turned into a pure model (`toModelMachine`: each
 * `invoke` becomes a never-started child plus `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
 * events, each `after` an `xstate.after.<delay>.<stateId>` event — createTestModel refuses invokes
 * and delays) and `createTestModel` from "xstate/graph" traverses it. Paths, by default ("edges"):
 * the shortest path to every distinct snapshot, extended by every event leaving it, prefixes
 * dropped ("shortest" / "simple" give xstate's generators; `sequences` adds explicit event lists).
 * Every path is replayed on the model from its initial snapshot, so its states and effects are
 * exact whatever `serializeState` lumps together.
 * Each path is one vitest test: a new SimulatedClock (the only time there is — no real timers),
 * `createActor(sut.logic, { input, clock, inspect })`; for each step the driver runs, the harness
 * waits (microtasks/setImmediate, never a timer) until the actor's value and context equal the
 * model's, asserts them, asserts that the effects the actor emitted (`emit(...)`) during the step
 * equal the model's, then runs your `states` checks (real snapshot, this step's effects, fakes).
 * Last test of the block: COVERAGE — state nodes entered and transitions taken by the real actors
 * of passing paths (`@xstate.microstep` inspection) against every state node and every non-inert
 * transition of the definition (`on`, `after`, `always`, invoke onDone/onError, state onDone); it
 * prints `coverage <name>: states a/b, transitions c/d` and fails below 100 %, listing what is missing.
 *
 * Rules so the model and the real run agree:
 * - fakes must not answer by themselves: an invoked call stays pending until its driver answers
 *   (`deferred()`, `FakeHttp.respond/fail`, which wait for the request to be sent);
 * - a state with two pending `after` delays (or one started in an earlier state) needs its own
 *   driver; delayed `raise`/`sendTo` actions are not modelled;
 * - keep functions and class instances out of context (the SDK comes in through provided actors),
 *   and let the context factory cope with a missing input;
 * - `serializeState` (default: value + whole context) decides which snapshots count as distinct:
 *   narrow it when the context makes too many paths, but keep every field a guard reads.
 */
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import {
  createActor,
  createEmptyActor,
  createMachine,
  SimulatedClock,
  spawnChild,
  stopChild,
  type Actor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type InspectionEvent,
} from "xstate";
import { createTestModel, serializeSnapshot } from "xstate/graph";
import { settle } from "./fakes.js";

export { SimulatedClock, settle };

/** Events of the model: the machine's own plus the implicit ones (actor done/error, delays). */
export type ModelEvent<M extends AnyStateMachine = AnyStateMachine> =
  | EventFromLogic<M>
  | { type: `xstate.done.actor.${string}`; output?: unknown; [driverData: string]: unknown }
  | { type: `xstate.error.actor.${string}`; error?: unknown; [driverData: string]: unknown }
  | { type: `xstate.after.${string}`; [driverData: string]: unknown };

/** What `sut()` returns: the logic to run (the machine with its SDK actors provided) and any fakes. */
export interface Sut {
  logic: AnyStateMachine;
}

export interface Variant<M extends AnyStateMachine> {
  name: string;
  input?: InputFrom<M>;
}

export interface StepContext<S extends Sut> {
  /** The model event being performed. */
  event: ModelEvent & Record<string, unknown>;
  /** The model snapshot the step leads to. */
  model: AnyMachineSnapshot;
  sut: S;
  actor: Actor<AnyStateMachine>;
  clock: SimulatedClock;
}

export interface StateContext<S extends Sut> extends StepContext<S> {
  /** The real actor's snapshot (equal to the model's in value and context). */
  snapshot: AnyMachineSnapshot;
  /** Effects (emitted events) of this step, in order. */
  effects: EventObject[];
  /** Every effect since the actor started. */
  allEffects: EventObject[];
}

export type Driver<S extends Sut> = (ctx: StepContext<S>) => void | Promise<void>;
export type StateCheck<S extends Sut> = (ctx: StateContext<S>) => void | Promise<void>;

export interface ModelSpec<M extends AnyStateMachine, S extends Sut> {
  /** Name in the coverage line. */
  name: string;
  /** The machine definition the model is generated from. */
  machine: M;
  /**
   * Concrete events (per type; a handled type without a concrete event is tried as `{ type }`),
   * or a function of the model snapshot giving them (then only those events, and delays, are
   * tried). Extra fields are allowed and reach the drivers: e.g. `{ type:
   * "xstate.done.actor.load", output, answer }` carries the HTTP answer that makes the real actor
   * produce `output`.
   */
  events: ReadonlyArray<ModelEvent<M>> | ((snapshot: AnyMachineSnapshot) => ReadonlyArray<ModelEvent<M>>);
  /** Inputs to traverse from; default one variant without input. */
  variants?: ReadonlyArray<Variant<M>>;
  /** A fresh system under test for one path. */
  sut: (ctx: { clock: SimulatedClock; variant: Variant<M> }) => S;
  /** Performs an event on the real system; default: `actor.send`, clock for delays, start for init. */
  drive?: Record<string, Driver<S>>;
  /** Checks per state key (matched with `snapshot.matches(key)`; `*` matches every state). */
  states?: Record<string, StateCheck<S>>;
  /** Path generator; default "edges" (every transition from every distinct snapshot). */
  paths?: "edges" | "shortest" | "simple";
  /** Extra explicit paths (event sequences from the initial state of each variant where valid). */
  sequences?: ReadonlyArray<ReadonlyArray<ModelEvent<M>>>;
  /** Snapshot identity for the traversal; default value + context (see STACK.md §8). */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** The part of the context compared between model and actor; default all of it. */
  compare?: (context: unknown) => unknown;
  /** Traversal limit (xstate/graph `limit`), default 5000. */
  limit?: number;
}

type Step = { event: ModelEvent & Record<string, unknown>; state: AnyMachineSnapshot };
type ModelPath = { events: ModelEvent[]; value: unknown };
type Replayed = { event: ModelEvent & Record<string, unknown>; state: AnyMachineSnapshot; effects: EventObject[] };

// ---------------------------------------------------------------------------------------------
// The model: invokes and delays become ordinary events

/**
 * The machine as a pure model: each `invoke` becomes a child spawned on entry (never started) and
 * stopped on exit, its onDone/onError/onSnapshot become `on` transitions of the same event types;
 * each `after` delay becomes an `on` transition of its `xstate.after.<delay>.<id>` event.
 * Everything else (ids, guards, actions) is unchanged.
 */
export function toModelMachine<M extends AnyStateMachine>(machine: M): AnyStateMachine {
  const list = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
  const configOf = (node: AnyStateNode): Record<string, unknown> => {
    const { invoke, after, states: _states, on, entry, exit, ...rest } = node.config as Record<string, unknown>;
    const extra: Record<string, unknown> = {};
    const spawns: unknown[] = [];
    const stops: unknown[] = [];
    node.invoke.forEach((def, i) => {
      if (def.onDone) extra[`xstate.done.actor.${def.id}`] = def.onDone;
      if (def.onError) extra[`xstate.error.actor.${def.id}`] = def.onError;
      if (def.onSnapshot) extra[`xstate.snapshot.${def.id}`] = def.onSnapshot;
      // The child still exists (never started), so `sendTo(id, …)` keeps working in the model.
      const src = (list(invoke)[i] as { src: unknown }).src;
      spawns.push(spawnChild(src as never, { id: def.id, ...(def.input === undefined ? {} : { input: def.input }) } as never));
      stops.push(stopChild(def.id));
    });
    for (const [delay, target] of Object.entries((after ?? {}) as Record<string, unknown>)) {
      extra[`xstate.after.${Number.isNaN(+delay) ? delay : +delay}.${node.id}`] = target;
    }
    const children = Object.entries(node.states as Record<string, AnyStateNode>);
    return {
      ...rest,
      ...(entry !== undefined || spawns.length ? { entry: [...list(entry), ...spawns] } : {}),
      ...(exit !== undefined || stops.length ? { exit: [...stops, ...list(exit)] } : {}),
      ...(on || Object.keys(extra).length ? { on: { ...(on as object), ...extra } } : {}),
      ...(children.length ? { states: Object.fromEntries(children.map(([k, child]) => [k, configOf(child)])) } : {}),
    };
  };
  return createMachine(configOf(machine.root) as never, machine.implementations as never) as unknown as AnyStateMachine;
}

// ---------------------------------------------------------------------------------------------
// Coverage

/** Every state node below the root (history pseudo-states excluded), by id. */
export function stateIdsOf(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states as Record<string, AnyStateNode>)) {
      if (child.type !== "history") ids.push(child.id);
      walk(child);
    }
  };
  walk(machine.root);
  return ids;
}

/** A transition's identity across machines built from the same config. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const list: AnyTransitionDefinition[] =
    t.eventType === "" ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? []);
  return `${source.id} ${t.eventType === "" ? "always" : t.eventType} #${list.indexOf(t)}`;
}

const inert = (t: AnyTransitionDefinition) => !t.target && !t.actions.length && !t.reenter;

/** Every non-inert transition of the definition: on, after, always, invoke and state onDone. */
export function transitionKeysOf(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const walk = (node: AnyStateNode) => {
    for (const list of node.transitions.values()) for (const t of list) if (!inert(t)) keys.push(transitionKey(t));
    for (const t of node.always ?? []) keys.push(transitionKey(t));
    for (const child of Object.values(node.states as Record<string, AnyStateNode>)) walk(child);
  };
  walk(machine.root);
  return keys;
}

export interface Coverage {
  states: { reached: Set<string>; total: string[] };
  transitions: { reached: Set<string>; total: string[] };
}

export function newCoverage(machine: AnyStateMachine): Coverage {
  return {
    states: { reached: new Set(), total: stateIdsOf(machine) },
    transitions: { reached: new Set(), total: transitionKeysOf(machine) },
  };
}

/** `coverage <name>: states a/b, transitions c/d` (+ what is missing). */
export function coverageReport(name: string, c: Coverage): { line: string; missing: string[]; complete: boolean } {
  const s = c.states.total.filter((id) => c.states.reached.has(id)).length;
  const t = c.transitions.total.filter((k) => c.transitions.reached.has(k)).length;
  const missing = [
    ...c.states.total.filter((id) => !c.states.reached.has(id)).map((id) => `state ${id}`),
    ...c.transitions.total.filter((k) => !c.transitions.reached.has(k)).map((k) => `transition ${k}`),
  ];
  const line = `coverage ${name}: states ${s}/${c.states.total.length}, transitions ${t}/${c.transitions.total.length}`;
  return { line, missing, complete: missing.length === 0 };
}

// ---------------------------------------------------------------------------------------------
// Paths

function pathsOf<M extends AnyStateMachine>(spec: ModelSpec<M, Sut>, model: AnyStateMachine, variant: Variant<M>): ModelPath[] {
  const serialize = spec.serializeState ?? ((s: AnyMachineSnapshot) => serializeSnapshot(s));
  const testModel = createTestModel(model, {
    events: spec.events as never,
    // With events given as a function, only the events it lists (and delays) are tried.
    ...(typeof spec.events === "function"
      ? {
          filterEvents: (s: AnyMachineSnapshot, e: EventObject) =>
            e.type.startsWith("xstate.after.") || (spec.events as (s: AnyMachineSnapshot) => readonly EventObject[])(s).some((x) => x === e || JSON.stringify(x) === JSON.stringify(e)),
        }
      : {}),
    serializeState: (s: AnyMachineSnapshot) => serialize(s),
    serializeTransition: () => "",
    limit: spec.limit ?? 5000,
    ...(variant.input === undefined ? {} : { input: variant.input }),
  } as never);
  // xstate's steps keep one snapshot per serialized state; the events are what counts: every path
  // is replayed from the initial snapshot (see `replay`), so its states are always consistent.
  const eventsOf = (p: { steps: unknown[] }) => (p as unknown as { steps: Step[] }).steps.slice(1).map((step) => step.event);
  let sequences: ModelEvent[][];
  const mode = spec.paths ?? "edges";
  if (mode === "simple") {
    sequences = testModel.getSimplePaths().map(eventsOf);
  } else if (mode === "shortest") {
    sequences = testModel.getShortestPaths().map(eventsOf);
  } else {
    const adjacency = testModel.getAdjacencyMap() as unknown as Record<string, { transitions: Record<string, Step> }>;
    sequences = [];
    for (const path of testModel.getShortestPaths({ allowDuplicatePaths: true })) {
      const events = eventsOf(path);
      const last = replay(model, variant.input, events).at(-1) as Replayed;
      sequences.push(events);
      for (const edge of Object.values(adjacency[serialize(last.state)]?.transitions ?? {})) sequences.push([...events, edge.event]);
    }
  }
  sequences.push(...(spec.sequences ?? []).map((events) => [...events] as ModelEvent[]));
  return dropPrefixes(sequences).map((events) => ({ events, value: (replay(model, variant.input, events).at(-1) as Replayed).state.value }));
}

/** Drops sequences that are a prefix of (or equal to) another one. */
function dropPrefixes(sequences: ModelEvent[][]): ModelEvent[][] {
  const sorted = sequences.map((events) => ({ events, key: events.map((e) => JSON.stringify(e)) })).sort((a, b) => b.key.length - a.key.length);
  const kept: typeof sorted = [];
  for (const candidate of sorted) {
    if (!kept.some((k) => candidate.key.every((e, i) => k.key[i] === e))) kept.push(candidate);
  }
  return kept.map((k) => k.events).reverse();
}

function describeEvent(event: EventObject): string {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  const short = type.replace(/^xstate\.(done|error)\.actor\./, "$1:").replace(/^xstate\.after\.(\w+)\..*$/, "after $1");
  if (!Object.keys(rest).length) return short;
  const json = JSON.stringify(rest);
  return `${short}${json.length > 48 ? json.slice(0, 45) + "…}" : json}`;
}

/** Test name of a path. */
export function pathName(path: ModelPath): string {
  const events = path.events.map(describeEvent);
  return `${events.length ? events.join(" → ") : "(initial)"} ⇒ ${JSON.stringify(path.value)}`;
}

// ---------------------------------------------------------------------------------------------
// Execution

/**
 * The model's next snapshot and the effects its actions emit, computed purely (like xstate's
 * `transition()`, whose throwaway actor would be built without input).
 */
function modelStep(model: AnyStateMachine, previous: AnyMachineSnapshot | undefined, event: EventObject, input: unknown) {
  const actions: { type: string; params?: unknown }[] = [];
  const self = createEmptyActor();
  const scope = {
    self,
    logger: () => {},
    id: "",
    sessionId: "model",
    defer: () => {},
    system: self.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: (action: { type: string; params?: unknown }) => void actions.push(action),
  };
  const next = (previous ? model.transition(previous, event, scope as never) : model.getInitialSnapshot(scope as never, input)) as AnyMachineSnapshot;
  const effects = actions.filter((a) => a.type === "xstate.emit").map((a) => (a.params as { event: EventObject }).event);
  return { next, effects };
}

/** The model's states and effects along `events`, from the initial snapshot (first entry: `xstate.init`). */
function replay(model: AnyStateMachine, input: unknown, events: readonly ModelEvent[]): Replayed[] {
  const init = { type: "xstate.init" } as Replayed["event"];
  const first = modelStep(model, undefined, init, input);
  const steps: Replayed[] = [{ event: init, state: first.next, effects: first.effects }];
  for (const event of events) {
    const { next, effects } = modelStep(model, (steps.at(-1) as Replayed).state, event, input);
    steps.push({ event: event as Replayed["event"], state: next, effects });
  }
  return steps;
}

function delayOf(type: string, machine: AnyStateMachine): number | undefined {
  const delay = /^xstate\.after\.([^.]+)\./.exec(type)?.[1];
  if (delay === undefined) return undefined;
  if (!Number.isNaN(+delay)) return +delay;
  const named = (machine.implementations.delays as Record<string, unknown>)[delay];
  return typeof named === "number" ? named : undefined;
}

async function runPath<M extends AnyStateMachine, S extends Sut>(
  spec: ModelSpec<M, S>,
  model: AnyStateMachine,
  variant: Variant<M>,
  path: ModelPath,
  coverage: Coverage,
): Promise<void> {
  const clock = new SimulatedClock();
  const sut = spec.sut({ clock, variant });
  const compare = spec.compare ?? ((c: unknown) => c);
  const allEffects: EventObject[] = [];
  // What this path reaches counts for coverage only once the whole path passed.
  const reached = { states: new Set<string>(), transitions: new Set<string>() };
  const inspect = (ev: InspectionEvent) => {
    if (ev.type !== "@xstate.microstep" || (ev.actorRef as { logic?: unknown }).logic !== sut.logic) return;
    for (const t of ev._transitions) {
      reached.transitions.add(transitionKey(t));
      // The source was active (this also counts transient states an eventless transition left).
      for (let node: AnyStateNode | undefined = t.source; node?.parent; node = node.parent) reached.states.add(node.id);
    }
    for (const node of (ev.snapshot as AnyMachineSnapshot)._nodes) reached.states.add(node.id);
  };
  const actor = createActor(sut.logic, {
    clock,
    inspect,
    ...(variant.input === undefined ? {} : { input: variant.input }),
  }) as unknown as Actor<AnyStateMachine>;
  actor.on("*", (e: EventObject) => void allEffects.push(e));

  for (const step of replay(model, variant.input, path.events)) {
    const expected = step.state;
    const ctx: StepContext<S> = { event: step.event, model: expected, sut, actor, clock };
    const before = allEffects.length;

    const driver = spec.drive?.[step.event.type];
    const delay = delayOf(step.event.type, sut.logic);
    if (driver) await driver(ctx);
    else if (step.event.type === "xstate.init") actor.start();
    else if (delay !== undefined) clock.increment(delay);
    else if (step.event.type.startsWith("xstate.")) throw new Error(`No driver for ${step.event.type}: add drive["${step.event.type}"]`);
    else actor.send(step.event);

    const same = () => {
      const real = actor.getSnapshot();
      return isDeepStrictEqual(real.value, expected.value) && isDeepStrictEqual(compare(real.context), compare(expected.context));
    };
    await settle(same);
    const snapshot = actor.getSnapshot();
    const label = `after ${describeEvent(step.event)}`;
    expect(snapshot.value, `${label}: state value`).toEqual(expected.value);
    expect(compare(snapshot.context), `${label}: context`).toEqual(compare(expected.context));
    expect(allEffects.slice(before), `${label}: effects`).toEqual(step.effects);

    const stateCtx: StateContext<S> = { ...ctx, snapshot, effects: allEffects.slice(before), allEffects };
    const checks = Object.entries(spec.states ?? {}).filter(([key]) => key !== "*" && snapshot.matches(key as never));
    if (spec.states?.["*"]) checks.push(["*", spec.states["*"]]);
    for (const [, check] of checks) await check(stateCtx);
  }
  actor.stop();
  for (const id of reached.states) coverage.states.reached.add(id);
  for (const key of reached.transitions) coverage.transitions.reached.add(key);
}

/**
 * Registers the model-based tests of one machine: one test per generated path and, last, the
 * coverage test (prints `coverage <name>: states a/b, transitions c/d`; fails below 100 %).
 */
export function describeModel<M extends AnyStateMachine, S extends Sut>(spec: ModelSpec<M, S>): void {
  const model = toModelMachine(spec.machine);
  const coverage = newCoverage(spec.machine);
  const variants = spec.variants ?? [{ name: "" }];
  describe(`${spec.name} (model-based)`, () => {
    for (const variant of variants) {
      const paths = pathsOf(spec as unknown as ModelSpec<M, Sut>, model, variant);
      describe(variant.name || "paths", () => {
        for (const path of paths) {
          it(pathName(path), () => runPath(spec, model, variant, path, coverage));
        }
      });
    }
    it(`covers every state and transition of ${spec.name}`, () => {
      const report = coverageReport(spec.name, coverage);
      console.log(report.line);
      expect(report.missing, report.line).toEqual([]);
    });
  });
}
