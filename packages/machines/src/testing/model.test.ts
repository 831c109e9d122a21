// The harness itself, on a small machine with an invoke, a delay, an eventless transition,
// a self-transition that only emits, and effects.
import { describe, expect, it } from "vitest";
import { assign, emit, fromPromise, setup } from "xstate";
import { deferred, type Deferred } from "./fakes.js";
import { coverageReport, describeModel, newCoverage, stateIdsOf, toModelMachine, transitionKeysOf } from "./model.js";

const toy = setup({
  types: {
    context: {} as { items: string[]; tries: number },
    events: {} as { type: "LOAD" } | { type: "PING" } | { type: "RESET" },
    emitted: {} as { type: "loaded"; count: number } | { type: "pong" },
  },
  actors: {
    load: fromPromise<string[], void>(async () => {
      throw new Error("not provided");
    }),
  },
  guards: { tooMany: ({ context }) => context.tries >= 2 },
}).createMachine({
  id: "toy",
  context: { items: [], tries: 0 },
  initial: "idle",
  states: {
    idle: { on: { LOAD: "loading", PING: { actions: emit({ type: "pong" }) } } },
    loading: {
      entry: assign({ tries: ({ context }) => context.tries + 1 }),
      invoke: {
        id: "load",
        src: "load",
        onDone: { target: "ready", actions: [assign({ items: ({ event }) => event.output }), emit(({ event }) => ({ type: "loaded", count: event.output.length }))] },
        onError: "failed",
      },
    },
    failed: { always: { guard: "tooMany", target: "gaveUp" }, after: { 1000: "idle" } },
    gaveUp: { on: { RESET: { target: "idle", actions: assign({ tries: 0 }) } } },
    ready: { type: "final" },
  },
});

function toySut() {
  const calls: Deferred<string[]>[] = [];
  const logic = toy.provide({
    actors: {
      load: fromPromise<string[], void>(() => {
        const call = deferred<string[]>();
        calls.push(call);
        return call.promise;
      }),
    },
  });
  return { logic, calls };
}

describeModel({
  name: "toy",
  machine: toy,
  events: [
    { type: "LOAD" },
    { type: "xstate.done.actor.load", output: ["a", "b"] },
    { type: "xstate.error.actor.load", error: new Error("boom") },
  ],
  sut: () => toySut(),
  drive: {
    "xstate.done.actor.load": ({ sut, event }) => sut.calls.at(-1)?.resolve(event.output as string[]),
    "xstate.error.actor.load": ({ sut, event }) => sut.calls.at(-1)?.reject(event.error),
  },
  states: {
    ready: ({ effects, snapshot }) => {
      expect(effects).toEqual([{ type: "loaded", count: 2 }]);
      expect(snapshot.status).toBe("done");
    },
    gaveUp: ({ snapshot }) => expect(snapshot.context.tries).toBe(2),
  },
});

describe("harness pieces", () => {
  it("the model has no invokes or delays, and the same transitions", () => {
    const model = toModelMachine(toy);
    expect(model.getStateNodeById("toy.loading").invoke).toEqual([]);
    expect(model.getStateNodeById("toy.failed").after).toEqual([]);
    expect(transitionKeysOf(model).sort()).toEqual(transitionKeysOf(toy).sort());
    expect(stateIdsOf(toy)).toEqual(["toy.idle", "toy.loading", "toy.failed", "toy.gaveUp", "toy.ready"]);
  });

  it("reports missing states and transitions", () => {
    const c = newCoverage(toy);
    c.states.reached.add("toy.idle");
    const report = coverageReport("toy", c);
    expect(report.line).toBe("coverage toy: states 1/5, transitions 0/7");
    expect(report.complete).toBe(false);
    expect(report.missing).toContain("state toy.ready");
    expect(report.missing).toContain("transition toy.failed xstate.after.1000.toy.failed #0");
  });
});
