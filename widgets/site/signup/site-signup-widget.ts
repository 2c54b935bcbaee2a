// The lazily loaded chunk of the sign-up form's submit button: component + props schema.
import "./site-signup.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { SignupSubmit } from "./components/signup-submit";
import { siteSignupProps } from "./site-signup-props";

export default defineWidget(SignupSubmit, siteSignupProps);
