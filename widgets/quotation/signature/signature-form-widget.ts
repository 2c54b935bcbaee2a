// The lazily loaded chunk of the signature-form widget: component + props schema.
// Its CSS loads with this chunk (the build links it before the widget mounts).
import "./signature-form.css";
// The schemas of every route come with the chunk, so its first call waits for
// nothing. (Only the home page's widgets skip this: they call the routes of
// core/rpc/routes/mealbox-home-routes.ts, which ship with the client.)
import "@/core/rpc/route-map";
import { defineWidget } from "@/core/mount/widget-registry";
import { SignatureForm } from "./components/signature-form";
import { signatureFormProps } from "./signature-form-props";

export default defineWidget(SignatureForm, signatureFormProps);
