// The lazily loaded chunk of "our menu": component + props schema.
import "./our-menu.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { OurMenu } from "./components/our-menu";
import { ourMenuProps } from "./our-menu-props";

export default defineWidget(OurMenu, ourMenuProps);
