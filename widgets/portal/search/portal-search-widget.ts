// The lazily loaded chunk of the portal lists' search panel: component + props schema.
import "./portal-search.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { PortalSearch } from "./components/portal-search";
import { portalSearchProps } from "./portal-search-props";

export default defineWidget(PortalSearch, portalSearchProps);
