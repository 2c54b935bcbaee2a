import { idleShare, waitForQuietCpu } from "../quiet-cpu";

describe("idleShare", () => {
  it("is the idle share of the time the counters moved", () => {
    expect(idleShare({ idle: 100, total: 200 }, { idle: 175, total: 300 })).toBeCloseTo(0.75);
    expect(idleShare({ idle: 100, total: 200 }, { idle: 100, total: 300 })).toBe(0);
  });

  it("counts a window in which no counter moved as idle", () => {
    expect(idleShare({ idle: 5, total: 9 }, { idle: 5, total: 9 })).toBe(1);
  });
});

describe("waitForQuietCpu", () => {
  it("goes ahead after one window when the machine is idle enough", async () => {
    const quiet = await waitForQuietCpu({ idleAtLeast: 0, windowMs: 10, maxWaitMs: 1_000 });
    expect(quiet.busy).toBe(false);
    expect(quiet.idle).toBeGreaterThanOrEqual(0);
  });

  it("gives up after maxWaitMs and says the machine was busy", async () => {
    // No machine is more than 100 % idle.
    const quiet = await waitForQuietCpu({ idleAtLeast: 1.01, windowMs: 10, maxWaitMs: 40 });
    expect(quiet.busy).toBe(true);
    expect(quiet.waitedMs).toBeGreaterThanOrEqual(40);
  });
});
