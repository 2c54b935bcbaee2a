// The lazily loaded chunk of the zip check: component + props schema.
import "./zip-check.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { ZipCheck } from "./components/zip-check";
import { zipCheckProps } from "./zip-check-props";

export default defineWidget(ZipCheck, zipCheckProps);
