// The lazily loaded chunk of the box configurator: component + props schema.
import "./box-configurator.css";
import type { WidgetDefinition } from "@/core/mount/widget-registry";
import { boxConfiguratorProps, type BoxConfiguratorProps } from "./box-configurator-props";
import { BoxConfigurator } from "./components/box-configurator";

const definition: WidgetDefinition<BoxConfiguratorProps> = {
  Component: BoxConfigurator,
  props: boxConfiguratorProps,
};

export default definition;
