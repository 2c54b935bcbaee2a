// The wizard's messages to the visitor: failures, refusals and the server's
// alerts, sent as events (the view shows them as toasts).
import { _t } from "@/core/i18n/translate";
import { isAbort, isUserFacing, userMessage } from "@/core/rpc/rpc-errors";
import { moveOnProblem } from "@/mealbox/shared/compose-rules";
import type { WizardContext } from "./wizard-context";
import type { LoadResult } from "./wizard-state";

export type MessageSlice = ReturnType<typeof createMessageSlice>;

export function createMessageSlice(ctx: WizardContext) {
  const shownAlerts = new Set<number>();

  function report(error: unknown): void {
    if (isAbort(error) || ctx.stopped()) return;
    // A refusal meant for the visitor is expected; anything else is a bug worth a log line.
    if (!isUserFacing(error)) console.error("[weekbox] mealbox-wizard:", error);
    ctx.emit({ type: "message", tone: "error", text: userMessage(error, _t) });
  }

  function refuseAdd(meals: number): void {
    ctx.emit({
      type: "message",
      tone: "error",
      text: _t("With your type of box it is not possible to add more than {n} meals", { n: meals }),
    });
  }

  /** The centered 'Error' message for moving on with too few or too many dishes; false when there is none. */
  function reportMoveOn(countLine: number, meals: number): boolean {
    const problem = moveOnProblem(countLine, meals);
    if (!problem) return false;
    ctx.emit({
      type: "message",
      tone: "error",
      placement: "center",
      title: _t("Error"),
      text:
        problem.kind === "missing"
          ? _t("You need to add {n} meals in order to continue", { n: problem.count })
          : _t("You need to adjust or remove meals in order to continue"),
    });
    return true;
  }

  /** The server refused Next (the box changed elsewhere): its reason, as the centered 'Error'. */
  function reportRefusedMoveOn(error: unknown): void {
    if (isAbort(error) || ctx.stopped()) return;
    if (!isUserFacing(error)) return report(error);
    ctx.emit({
      type: "message",
      tone: "error",
      placement: "center",
      title: _t("Error"),
      text: userMessage(error, _t),
    });
  }

  /** Why another page sent the visitor here (e.g. Pay: the box is no longer complete), as the centered 'Error'. */
  function reportNotice(text: string): void {
    if (ctx.stopped()) return;
    ctx.emit({ type: "message", tone: "error", placement: "center", title: _t("Error"), text });
  }

  /** The server's alerts for a step, each shown once however often the step is entered. */
  function showAlerts(alerts: LoadResult["alerts"]): void {
    for (const alert of alerts) {
      if (shownAlerts.has(alert.id)) continue;
      shownAlerts.add(alert.id);
      ctx.emit({
        type: "message",
        tone: alert.tone === "error" ? "error" : "info",
        text: alert.message,
        timeoutMs: 8_000,
      });
    }
  }

  function clearMessages(): void {
    ctx.emit({ type: "clear-messages" });
  }

  return { report, refuseAdd, reportMoveOn, reportRefusedMoveOn, reportNotice, showAlerts, clearMessages };
}
