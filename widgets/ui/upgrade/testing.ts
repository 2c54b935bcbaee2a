// For tests of widgets whose controls are upgradable (ui/upgrade): react-aria's
// controls loaded before the file's tests, so that they are react-aria's from
// the first render, as once a visitor has used them. Tests of the plain
// stand-ins before the first use leave this out.
import { loadAriaControlsNow } from "./upgrade-context";

/** Call at the top level of a test file or kit (it registers a beforeAll). */
export function withAriaControls(): void {
  beforeAll(() => loadAriaControlsNow());
}
