// Test helpers for widgets whose timing is a rule (debounces, hover delays):
// jest's fake timers for time, and real macrotasks for what is on its way
// (the fetch stack of the in-process fake Odoo needs them).
import { act } from "@testing-library/react";
import { setImmediate as nextMacrotask } from "node:timers";

/** Lets every answer on its way land. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) {
    await act(async () => {
      await new Promise((resolve) => nextMacrotask(resolve));
    });
  }
}

/**
 * Lets the answers on their way land inside one act scope. An answer landing
 * between two act calls (settle's turns) makes React warn, as it is not watched;
 * use this for requests a test does not otherwise wait for (a mount's query
 * nothing on screen shows). settle() is for chains: each of its turns renders.
 */
export async function landAnswers(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => nextMacrotask(resolve));
  });
}

/** Fake time moves `ms`, then what is on its way (chunks, answers) lands. */
export async function wait(ms = 0): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await settle();
}

/** Fake timers in each test of the file (promises and macrotasks stay real). */
export function withFakeClock(): void {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}
