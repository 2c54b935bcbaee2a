// The buy box's and the gallery's controls are react-aria's from the start in
// the tests importing the kit: they are about what the controls do once used.
// plain-controls.test.tsx, about the plain stand-ins before the first use,
// mocks this module away.
import { withAriaControls } from "@/ui/upgrade/testing";

withAriaControls();
