// The lazily loaded chunk of the box configurator: component + props schema.
import "./box-configurator.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { boxConfiguratorProps } from "./box-configurator-props";
import { BoxConfigurator } from "./components/box-configurator";

export default defineWidget(BoxConfigurator, boxConfiguratorProps);
