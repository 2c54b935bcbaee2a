// The step's controls are react-aria's from the first render in the tests
// rendering it (render-delivery.tsx), as once a visitor has used them
// (ui/upgrade); the tests of the plain stand-ins before the first use
// (plain-controls.test.tsx) mock this module away.
import { withAriaControls } from "@/ui/upgrade/testing";

withAriaControls();
