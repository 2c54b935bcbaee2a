// The lazily loaded chunk of a link's statistics (/r/<code>+); its charts
// (d3) are a chunk of their own, loaded for a period with clicks.
import "./link-statistics.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { LinkStatistics } from "./components/link-statistics";
import { linkStatisticsProps } from "./link-statistics-props";

export default defineWidget(LinkStatistics, linkStatisticsProps);
