import { Provider as JotaiProvider } from "jotai";
import type { ComponentType } from "react";
import { TranslationProvider } from "@/core/i18n/translation-provider";
import { WidgetErrorBoundary } from "@/core/mount/widget-error-boundary";
import { getPageStore } from "@/core/state/page-store";

export type WidgetShellProps = {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Component: ComponentType<any>;
  props: unknown;
  onError?: (error: unknown) => void;
};

/** What every widget root renders around its component: error containment, the page store, translations. */
export function WidgetShell({ name, Component, props, onError }: WidgetShellProps) {
  return (
    <WidgetErrorBoundary name={name} {...(onError ? { onError } : {})}>
      <JotaiProvider store={getPageStore()}>
        <TranslationProvider>
          <Component {...(props as object)} />
        </TranslationProvider>
      </JotaiProvider>
    </WidgetErrorBoundary>
  );
}
