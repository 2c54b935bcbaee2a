// The widget's controls are react-aria's from the first render in the tests
// importing the kit, as once a visitor has used them (ui/upgrade); tests of
// the plain stand-ins before the first use mock this module away.
import { withAriaControls } from "@/ui/upgrade/testing";

withAriaControls();
