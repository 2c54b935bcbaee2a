import { Button } from "react-aria-components/Button";
import { Heading } from "react-aria-components/Heading";
import { AriaCalendarHeader } from "./aria-calendar-header";

const PARTS = { Button, Heading };

/**
 * The month and its previous/next buttons at the top of a react-aria
 * Calendar (inside it: the buttons and heading take the calendar's slots).
 */
export function CalendarHeader() {
  return <AriaCalendarHeader parts={PARTS} />;
}
