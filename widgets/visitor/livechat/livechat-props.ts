import * as v from "valibot";

const text = v.fallback(v.string(), "");

/**
 * `data-props` of the live chat (website_livechat_widget.livechat): the
 * website's channel, its texts and colours (CSS values of custom properties).
 */
export const livechatProps = v.object({
  channelId: v.number(),
  /** The channel's name: the window's title until an operator's name is known. */
  title: text,
  buttonText: text,
  /** The operator's first message, shown at the top of every session. */
  defaultMessage: text,
  placeholder: text,
  headerColor: text,
  titleColor: text,
  buttonColor: text,
  buttonTextColor: text,
});

export type LivechatProps = v.InferOutput<typeof livechatProps>;
