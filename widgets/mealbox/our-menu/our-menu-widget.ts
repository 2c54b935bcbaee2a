// The lazily loaded chunk of "our menu": component + props schema.
import "./our-menu.css";
import { primePageAnswers } from "@/core/data/prime-page-answers";
import { defineWidget } from "@/core/mount/widget-registry";
import { OurMenu } from "./components/our-menu";
import { ourMenuProps } from "./our-menu-props";

// The home page renders the menu's first screen and /our/menu's answer with it
// (website_sale_mealbox.our_menu_prerender): the first render shows those dishes.
export default defineWidget(OurMenu, ourMenuProps, { prepare: primePageAnswers });
