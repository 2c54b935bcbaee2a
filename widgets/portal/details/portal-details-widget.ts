// The lazily loaded chunk of the portal's 'Your Details' country and state:
// component + props schema.
import "./portal-details.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { PortalAddressFields } from "./components/portal-address-fields";
import { portalDetailsProps } from "./portal-details-props";

export default defineWidget(PortalAddressFields, portalDetailsProps);
