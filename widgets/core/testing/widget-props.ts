// A widget's props schema in a component test, whichever library wrote it
// (core/mount/props-schema.ts): the checks the mount runtime makes, synchronously.
import type { WidgetDefinition } from "@/core/mount/widget-registry";

function validate<P>(widget: WidgetDefinition<P>, raw: unknown) {
  const result = widget.props["~standard"].validate(raw);
  if (result instanceof Promise) throw new Error("a props schema must check synchronously");
  return result;
}

/** Whether the mount runtime would accept `raw` as the widget's `data-props`. */
export function propsAccepted<P>(widget: WidgetDefinition<P>, raw: unknown): boolean {
  return !validate(widget, raw).issues;
}

/** The props the widget would get from `raw`; throws with the issues when refused. */
export function parseProps<P>(widget: WidgetDefinition<P>, raw: unknown): P {
  const result = validate(widget, raw);
  if (result.issues) throw new Error(`props refused: ${result.issues.map((i) => i.message).join("; ")}`);
  return result.value;
}
