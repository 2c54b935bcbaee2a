// The lazily loaded chunk of the order countdown: component + props schema.
import "./countdown.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { countdownProps } from "./countdown-props";
import { Countdown } from "./components/countdown";

export default defineWidget(Countdown, countdownProps);
