// /im_livechat/init on every page with the chat, when the browser is idle:
// whether an operator is available for this visitor (Odoo matches the page's
// rule on its Referer and the visitor's country). A plain fetch: the route
// map's schemas and the RPC client (≈ 20 KB gzip) come only with the window;
// the answer is read as the route map types it (routes/livechat-routes.ts),
// and anything else (an error, a failure on the way) means no button.

/**
 * Whether an operator is available, and the rule's auto-popup delay in
 * seconds when the rule opens the window by itself.
 */
export async function fetchLivechatInit(channelId: number): Promise<[boolean, number?]> {
  try {
    const response = await fetch("/im_livechat/init", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", method: "call", params: { channel_id: channelId } }),
    });
    const { result } = (await response.json()) as {
      result: { available_for_me: boolean; rule: { action?: string; auto_popup_timer?: number } };
    };
    const { action, auto_popup_timer: timer } = result.rule;
    return [result.available_for_me === true, action === "auto_popup" && timer! >= 0 ? timer : undefined];
  } catch {
    return [false];
  }
}
