import { Component, type ErrorInfo, type ReactNode } from "react";
import { _t } from "@/core/i18n/translate";

export type WidgetErrorBoundaryProps = {
  name: string;
  /** Called once the fallback is shown; the mount code marks the element. */
  onError?: (error: unknown) => void;
  children: ReactNode;
};

type State = { failed: boolean };

/**
 * Contains a render error to its own widget: the rest of the page, and the
 * other widgets, keep working. Error boundaries must still be classes.
 */
export class WidgetErrorBoundary extends Component<WidgetErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(
      `[weekbox] widget "${this.props.name}" crashed while rendering`,
      error,
      info.componentStack,
    );
    this.props.onError?.(error);
  }

  override render() {
    if (this.state.failed) {
      return (
        <p className="weekbox-widget-error" role="status" data-widget-error="">
          {_t("This block could not be displayed.")}
        </p>
      );
    }
    return this.props.children;
  }
}
