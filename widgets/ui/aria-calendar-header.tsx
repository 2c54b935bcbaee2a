import type { Button } from "react-aria-components/Button";
import type { Heading } from "react-aria-components/Heading";
import { useTranslate } from "@/core/i18n/use-translate";

/** react-aria's parts the header is made of, given by the caller (statically imported, or loaded later). */
export type CalendarHeaderParts = { Button: typeof Button; Heading: typeof Heading };

/**
 * The month and its previous/next buttons at the top of a react-aria
 * Calendar (inside it: the buttons and heading take the calendar's slots).
 */
export function AriaCalendarHeader({ parts: { Button, Heading } }: { parts: CalendarHeaderParts }) {
  const t = useTranslate();
  return (
    <header className="weekbox-calendar-header">
      <Button slot="previous" className="weekbox-calendar-nav" aria-label={t("Previous month")}>
        ‹
      </Button>
      <Heading className="weekbox-calendar-heading" />
      <Button slot="next" className="weekbox-calendar-nav" aria-label={t("Next month")}>
        ›
      </Button>
    </header>
  );
}
