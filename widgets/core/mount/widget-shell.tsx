import { useEffect, type ComponentType } from "react";
import { TranslationProvider } from "@/core/i18n/translation-provider";
import { WidgetErrorBoundary } from "@/core/mount/widget-error-boundary";

export type WidgetShellProps = {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Component: ComponentType<any>;
  props: unknown;
  onError?: (error: unknown) => void;
  /** Called after the first commit, once the widget's own effects (its first queries) have run. */
  onCommitted?: (() => void) | undefined;
};

/** What every widget root renders around its component: error containment and translations.
 * Server state needs no provider: the page query cache (core/data) is shared
 * by every root. */
export function WidgetShell({ name, Component, props, onError, onCommitted }: WidgetShellProps) {
  // A parent's effects run after its children's.
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <WidgetErrorBoundary name={name} {...(onError ? { onError } : {})}>
      <TranslationProvider>
        <Component {...(props as object)} />
      </TranslationProvider>
    </WidgetErrorBoundary>
  );
}
