// The lazily loaded chunk of the mailing subscriptions page.
import "./unsubscribe.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { UnsubscribePage } from "./components/unsubscribe-page";
import { unsubscribeProps } from "./unsubscribe-props";

export default defineWidget(UnsubscribePage, unsubscribeProps);
