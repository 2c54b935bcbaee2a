// The live chat's launcher, in the always-on chunk (it is on every page): a
// few hundred bytes; the button and the window are chunks of their own.
import { defineWidget } from "@/core/mount/widget-registry";
import { LivechatLauncher } from "./components/livechat-launcher";
import { livechatProps } from "./livechat-props";

export default defineWidget(LivechatLauncher, livechatProps);
