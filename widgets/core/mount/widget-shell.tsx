import type { ComponentType } from "react";
import { TranslationProvider } from "@/core/i18n/translation-provider";
import { WidgetErrorBoundary } from "@/core/mount/widget-error-boundary";

export type WidgetShellProps = {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Component: ComponentType<any>;
  props: unknown;
  onError?: (error: unknown) => void;
};

/** What every widget root renders around its component: error containment and translations. */
export function WidgetShell({ name, Component, props, onError }: WidgetShellProps) {
  return (
    <WidgetErrorBoundary name={name} {...(onError ? { onError } : {})}>
      {/* No jotai Provider: atoms live in the page store, jotai's default one (core/state/page-store). */}
      <TranslationProvider>
        <Component {...(props as object)} />
      </TranslationProvider>
    </WidgetErrorBoundary>
  );
}
