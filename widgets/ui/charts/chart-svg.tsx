import type { ReactNode } from "react";

/**
 * A chart's drawing: one image to screen readers, named by the chart's title
 * and described by its data table (`dataTableId`).
 */
export function ChartSvg({
  viewBox,
  title,
  dataTableId,
  reducedMotion,
  onMouseLeave,
  children,
}: {
  viewBox: string;
  title: string;
  dataTableId: string;
  reducedMotion: boolean;
  onMouseLeave?: () => void;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={viewBox}
      role="img"
      aria-label={title}
      aria-describedby={dataTableId}
      data-transition={reducedMotion ? "none" : "animated"}
      onMouseLeave={onMouseLeave}
    >
      {children}
    </svg>
  );
}
