// calls-at-mount.ts for the shop's widgets (the cart, the product page, the
// mini cart, the follow controls): their map (route-map-shop.ts) and the
// client's code arrive with the widget's chunk, so its first call waits for
// nothing, and the checkout's and the payment's schemas stay off their pages.
import "@/core/rpc/route-map-shop";
import "@/core/rpc/rpc-client";
