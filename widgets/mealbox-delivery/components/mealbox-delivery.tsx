import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import { Radio, RadioGroup } from "react-aria-components/RadioGroup";
import { useTranslate } from "@/core/i18n/use-translate";
import type { RouteResult } from "@/core/rpc/route-map";
import { userMessage } from "@/core/rpc/rpc-errors";
import { isAbort, useRpc } from "@/core/rpc/use-rpc";
import { Alert } from "@/core/ui/alert";
import { Button } from "@/core/ui/button";
import { showToast } from "@/core/ui/toast";
import { useDeliveryClient } from "../api/delivery-client-context";
import { useMoney } from "../hooks/use-money";
import type { MealboxDeliveryProps } from "../mealbox-delivery-props";
import { readDeliveryCookies } from "../utils/delivery-cookies";
import { DEFAULT_TILE_ATTRIBUTION, DEFAULT_TILE_URL } from "../utils/map-settings";
import { navigateTo } from "../utils/navigate";
import { homePayProblem, isNoDate, pickupPayProblem } from "../utils/pay-checks";
import type { CheckoutResult } from "./address-form";
import { HomeDelivery, type ShippingState } from "./home-delivery";
import { OrderSummary, type Discount, type Totals } from "./order-summary";
import { PickupSection } from "./pickup-section";
import { PromoCode, type PromoResult } from "./promo-code";

type Summary = RouteResult<"/mealbox/address">;
type Mode = "delivery" | "pick_store";
type ShippingAnswer = RouteResult<"/mealbox/shiping/address"> | CheckoutResult;

export type MealboxDeliveryComponentProps = Omit<MealboxDeliveryProps, "tileUrl" | "tileAttribution"> & {
  tileUrl?: string;
  tileAttribution?: string;
  /** False in tests: jsdom cannot lay out a map. */
  showMap?: boolean;
};

function shippingFrom(answer: Summary | ShippingAnswer): ShippingState {
  const isSummary = "billing_address" in answer;
  return {
    message: answer.message,
    billing: isSummary ? answer.billing_address : answer.billing,
    shipping: answer.shipping_address,
    shippings: answer.shippings,
    options: answer.delivery_options_list,
    dates: answer.delivery_period_list,
  };
}

function discountsFrom(summary: Summary, t: (s: string) => string): Discount[] {
  const amount = summary.global_discount + summary.coupon_discount;
  if (amount <= 0) return [];
  return [
    {
      key: summary.code || "discount",
      label: summary.code ? `${t("Discount")} (${summary.code})` : t("Discount"),
      amount,
    },
  ];
}

/**
 * The wizard's delivery step (spec §2.7): home delivery or pick-up, promo
 * code, order summary and the pay action. First paint: one request
 * (/mealbox/address); then one request per action, and the pay chain.
 */
export function MealboxDelivery({
  orderId,
  meal,
  people,
  isPublicUser,
  tileUrl = DEFAULT_TILE_URL,
  tileAttribution = DEFAULT_TILE_ATTRIBUTION,
  showMap = true,
}: MealboxDeliveryComponentProps) {
  const t = useTranslate();
  const call = useRpc(useDeliveryClient());
  const cookies = useMemo(() => readDeliveryCookies(), []);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // Bumped by "Try again" after a failed first load (e.g. the connection dropped).
  const [loadAttempt, retryLoad] = useReducer((n: number) => n + 1, 0);
  const [mode, setMode] = useState<Mode>("delivery");
  const [shipping, setShipping] = useState<ShippingState | null>(null);
  const [homeDate, setHomeDate] = useState("0");
  const [optionId, setOptionId] = useState(0);
  const [remark, setRemark] = useState("");
  const [isIndividual, setIndividual] = useState(false);
  const [storeId, setStoreId] = useState(0);
  const [pickupDates, setPickupDates] = useState<readonly string[]>([]);
  const [pickupDate, setPickupDate] = useState("0");
  const [totals, setTotals] = useState<Totals | null>(null);
  const [appliedCode, setAppliedCode] = useState("");
  const [busy, setBusy] = useState<null | "address" | "option" | "store" | "pay">(null);
  const [problem, setProblem] = useState<{ message: string; n: number } | null>(null);
  const toasted = useRef(false);
  const money = useMoney(summary?.currency_info);

  useEffect(() => {
    let live = true;
    call("/mealbox/address", { meal_no: meal, person: people, order_id: orderId }).then(
      (answer) => {
        if (!live) return;
        const details = answer.order_details;
        const initialMode: Mode =
          details.delivery_type === "pick_store" || answer.is_pick ? "pick_store" : "delivery";
        const state = shippingFrom(answer);
        setSummary(answer);
        setShipping(state);
        setMode(initialMode);
        setRemark(details.remark);
        setIndividual(details.is_individual);
        setAppliedCode(answer.code);
        setTotals({
          price: answer.price,
          discounts: discountsFrom(answer, t),
          amountDelivery: answer.amount_delivery,
          total: answer.total,
        });
        if (state.options.some((o) => o.id === details.carrier_id)) setOptionId(details.carrier_id);
        if (initialMode === "delivery" && state.dates.includes(details.delivery_date))
          setHomeDate(details.delivery_date);
        const store = answer.store_names_list.find((s) => s.id === details.store_id);
        if (store) {
          setStoreId(store.id);
          setPickupDates(store.delivery_period_list);
          if (initialMode === "pick_store" && store.delivery_period_list.includes(details.delivery_date)) {
            setPickupDate(details.delivery_date);
          }
        }
      },
      (error: unknown) => {
        if (live && !isAbort(error)) setLoadError(userMessage(error, t));
      },
    );
    return () => {
      live = false;
    };
    // The step loads once; `t` changing (translations arriving) must not reload it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call, meal, people, orderId, loadAttempt]);

  // The step's informational alerts (spec §2.7), once.
  useEffect(() => {
    if (!summary || toasted.current) return;
    toasted.current = true;
    for (const alert of summary.alerts) showToast({ message: alert.message, tone: "info" });
  }, [summary]);

  function report(error: unknown) {
    if (isAbort(error)) return;
    setProblem((prev) => ({ message: userMessage(error, t), n: (prev?.n ?? 0) + 1 }));
  }

  function applyShipping(answer: ShippingAnswer) {
    const state = shippingFrom(answer);
    setShipping(state);
    setHomeDate((date) => (state.dates.includes(date) ? date : "0"));
    setOptionId((id) => (state.options.some((o) => o.id === id) ? id : 0));
    if ("msg" in answer && answer.msg) showToast({ message: answer.msg, tone: "info" });
  }

  async function chooseMode(next: Mode) {
    setMode(next);
    setProblem(null);
    if (next !== "delivery" || !shipping) return;
    // Remembered on the order with the home option (pick-up is remembered with its store).
    const option =
      shipping.options.find((o) => o.id === optionId && o.available) ??
      shipping.options.find((o) => o.available);
    if (option) await chooseOption(option.id);
  }

  async function chooseOption(id: number) {
    setOptionId(id);
    setBusy("option");
    try {
      const answer = await call("/delivery/option/details", { delivery_options: id, order_id: orderId });
      setTotals(
        (prev) => prev && { ...prev, amountDelivery: answer.amount_delivery, total: answer.amount_total },
      );
    } catch (error) {
      report(error);
    } finally {
      setBusy(null);
    }
  }

  async function shipTo(addressId: number) {
    setBusy("address");
    try {
      const zip = shipping?.shippings.find((a) => a.id === addressId)?.zip ?? "";
      applyShipping(await call("/mealbox/shiping/address", { ship_id: addressId, zip, order_id: orderId }));
    } catch (error) {
      report(error);
    } finally {
      setBusy(null);
    }
  }

  async function chooseStore(id: number) {
    if (id === storeId && pickupDates.length) return;
    setStoreId(id);
    setPickupDate("0");
    setBusy("store");
    try {
      const answer = await call("/pickup/list", { store_id: id, order_id: orderId });
      setPickupDates(answer.delivery_period_list);
    } catch (error) {
      setPickupDates([]);
      report(error);
    } finally {
      setBusy(null);
    }
  }

  function promoApplied(result: PromoResult) {
    setAppliedCode((codes) =>
      codes.split(", ").includes(result.code) ? codes : [codes, result.code].filter(Boolean).join(", "),
    );
    setTotals((prev) => {
      if (!prev) return prev;
      const others = prev.discounts.filter((d) => d.key !== result.code && d.key !== "discount");
      const line: Discount = {
        key: result.code,
        label: result.reward_product
          ? `${result.reward_product} (${result.code})`
          : `${t("Discount")} (${result.code})`,
        amount: result.reward_amount,
      };
      return {
        ...prev,
        discounts: result.reward_amount > 0 ? [...others, line] : others,
        total: result.amount_total,
      };
    });
  }

  async function pay() {
    if (!summary || !shipping || busy) return;
    const fail = (message: string, tone: "error" | "info" = "error") => {
      setProblem((prev) => ({ message, n: (prev?.n ?? 0) + 1 }));
      if (tone === "info") showToast({ message, tone: "info" });
    };
    const billingPhone = shipping.billing?.phone || summary.partner_data.phone;
    const date = mode === "delivery" ? homeDate : pickupDate;
    const check =
      mode === "delivery"
        ? homePayProblem(
            {
              shippingZip: shipping.shipping?.zip ?? "",
              date: homeDate,
              shippingPhone: shipping.shipping?.phone ?? "",
            },
            t,
          )
        : pickupPayProblem({ storeId, date: pickupDate, billingPhone }, t);
    if (check) {
      fail(check);
      return;
    }
    setProblem(null);
    setBusy("pay");
    try {
      if (mode === "delivery") {
        const zip = await call("/mealbox/zip/validate", {
          delivery_date: date,
          zip: shipping.shipping?.zip ?? "",
          order_id: orderId,
          final_amount: totals?.total ?? summary.total,
          is_individual: isIndividual ? 1 : 0,
        });
        if (zip.zip) {
          setBusy(null);
          fail(t("The delivery method is not available for your shipping address"), "info");
          return;
        }
      }
      const valid = await call("/mealbox/meal/validate", { meal, order_id: orderId, remark: remark.trim() });
      if (!valid) {
        navigateTo(`/mealbox?meal=${meal}&people=${people}&state=compose&order_id=${orderId}`);
        return;
      }
      const ready = await call("/add/details", {
        delivery_date: isNoDate(date) ? 0 : date,
        order_id: orderId,
        delivery_type: mode,
        is_individual: isIndividual ? 1 : 0,
        ...(mode === "pick_store" ? { store_id: storeId } : {}),
      });
      navigateTo(ready.payment_url || "/shop/payment");
    } catch (error) {
      setBusy(null);
      report(error);
    }
  }

  if (loadError) {
    return (
      <div className="weekbox-delivery">
        <Alert tone="error">
          <p>{loadError}</p>
          <Button
            onPress={() => {
              setLoadError(null);
              retryLoad();
            }}
          >
            {t("Try again")}
          </Button>
        </Alert>
      </div>
    );
  }
  if (!summary || !shipping || !totals) {
    return (
      <div className="weekbox-delivery" aria-busy="true">
        <p className="weekbox-muted">{t("Loading your delivery details…")}</p>
      </div>
    );
  }

  const isGuest = isPublicUser || summary.partner_data.is_public;
  return (
    <div className="weekbox-delivery" aria-busy={busy ? "true" : "false"} data-mode={mode}>
      <div className="weekbox-delivery-main">
        <h2 className="weekbox-delivery-title">{t("Delivery or pick-up")}</h2>
        {isGuest && (
          <Alert tone="warning">{t("Please log in to continue with your delivery details.")}</Alert>
        )}
        <RadioGroup
          className="weekbox-mode-choice"
          orientation="horizontal"
          value={mode}
          onChange={(value) => void chooseMode(value === "pick_store" ? "pick_store" : "delivery")}
          isDisabled={busy === "pay"}
          aria-label={t("How do you want to receive your box?")}
        >
          {summary.deliveries.map((delivery) => (
            <Radio key={delivery.value} value={delivery.value} className="weekbox-mode-radio">
              {delivery.value === "delivery" ? t("Home delivery") : t("Pick-up at a store")}
            </Radio>
          ))}
        </RadioGroup>

        {mode === "delivery" ? (
          <HomeDelivery
            orderId={orderId}
            state={shipping}
            countries={summary.country}
            cookies={cookies}
            date={homeDate}
            onDateChange={setHomeDate}
            optionId={optionId}
            onOptionChange={(id) => void chooseOption(id)}
            remark={remark}
            onRemarkChange={setRemark}
            isIndividual={isIndividual}
            onIndividualChange={setIndividual}
            onShipTo={(id) => void shipTo(id)}
            onAddressSaved={applyShipping}
            isBusy={busy !== null}
            money={money}
          />
        ) : (
          <PickupSection
            stores={summary.store_names_list}
            storeId={storeId}
            onChoose={(id) => void chooseStore(id)}
            dates={pickupDates}
            date={pickupDate}
            onDateChange={setPickupDate}
            isBusy={busy === "pay"}
            tileUrl={tileUrl}
            tileAttribution={tileAttribution}
            showMap={showMap}
          />
        )}
      </div>

      <aside className="weekbox-delivery-side" aria-label={t("Order summary and payment")}>
        <OrderSummary
          meal={summary.order_details.meal_no || meal}
          people={summary.order_details.person || people}
          menuLines={summary.order_line_menu_list}
          extraLines={summary.order_line_extra_list}
          totals={totals}
          money={money}
        />
        <PromoCode orderId={orderId} appliedCode={appliedCode} onApplied={promoApplied} />
        {problem && (
          <Alert key={problem.n} tone="error" className="weekbox-alert weekbox-pay-problem">
            {problem.message}
          </Alert>
        )}
        <Button
          className="weekbox-button weekbox-pay-button"
          onPress={() => void pay()}
          isPending={busy === "pay"}
          isDisabled={isGuest}
        >
          {t("Pay {amount}", { amount: money(totals.total) })}
        </Button>
        <p className="weekbox-muted weekbox-pay-note">
          {t("You will choose your payment method on the next page.")}
        </p>
      </aside>
    </div>
  );
}
