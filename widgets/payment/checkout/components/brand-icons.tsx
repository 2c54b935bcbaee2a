import { useState } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { Button } from "@/ui/upgrade/controls";
import type { PaymentBrand } from "../payment-form-props";

/** Logos shown before the "more" button. */
export const VISIBLE_BRANDS = 4;

/** A payment method's brand logos: the first four, and a "more" button revealing the rest. */
export function BrandIcons({ brands }: { brands: readonly PaymentBrand[] }) {
  const t = useTranslate();
  const [expanded, setExpanded] = useState(false);
  if (brands.length === 0) return null;
  const hidden = brands.length - VISIBLE_BRANDS;
  const shown = expanded || hidden <= 0 ? brands : brands.slice(0, VISIBLE_BRANDS);
  return (
    <span className="weekbox-payment-brands" data-testid="payment-brands">
      {shown.map((brand) => (
        <img
          key={brand.id}
          className="weekbox-payment-brand"
          src={brand.imageUrl}
          alt={brand.name}
          title={brand.name}
          data-brand={brand.code}
          width={45}
          height={30}
          loading="lazy"
        />
      ))}
      {hidden > 0 && !expanded && (
        <Button
          className="weekbox-payment-brands-more"
          aria-label={t("Show {count} more payment brands", { count: hidden })}
          onPress={() => setExpanded(true)}
        >
          +{hidden}
        </Button>
      )}
    </span>
  );
}
