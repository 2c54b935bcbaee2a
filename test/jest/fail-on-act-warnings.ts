// Issue #29: the unit suite must print no "not wrapped in act(...)" warning.
// Such a warning means a state update landed while the test was not watching
// (a click outside act, a timer or an answer nobody awaited), so the assertions
// after it may read a screen React has not finished. React only prints it, and
// printed debt grows unseen: here the test fails instead. Fix the test
// (findBy*/waitFor, act around timers, settle the fake transport, unmount on
// cleanup); do not filter the message.
import { format } from "node:util";

const ACT_WARNING = "not wrapped in act(";
const printError = console.error;
let pending: string[] = [];

// A plain wrapper, not jest.spyOn: tests' jest.restoreAllMocks() must not undo it.
console.error = (...args: unknown[]) => {
  const text = format(...args);
  if (text.includes(ACT_WARNING)) pending.push(text.split("\n")[0]!);
  printError(...args);
};

function failOnActWarnings(): void {
  if (pending.length === 0) return;
  const found = pending;
  pending = [];
  throw new Error(
    `React printed ${found.length} act() warning(s) in this test (or in the cleanup of the one before):\n` +
      found.join("\n"),
  );
}

afterEach(failOnActWarnings);
afterAll(failOnActWarnings);
