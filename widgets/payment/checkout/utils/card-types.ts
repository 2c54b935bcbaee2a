// The card types of the payment form (spec §5.4), enforced through
// card-validator: its built-in types are replaced by exactly these. Kept in
// step with addons/website_sale_payment_widget/const.py (the server checks again).
import cardValidator from "card-validator";

/** The hidden cc_brand values. */
export type CardBrand =
  "maestro" | "dinersclub" | "laser" | "jcb" | "unionpay" | "discover" | "mastercard" | "amex" | "visa";

export type CardTypeRules = {
  type: CardBrand;
  niceType: string;
  /** Prefixes; [first, last] is an inclusive range of prefixes of equal length. */
  patterns: (number | [number, number])[];
  lengths: number[];
  /** Digit positions after which a space is shown. */
  gaps: number[];
  /** Accepted CVC lengths. */
  cvcLengths: number[];
  luhn: boolean;
};

const GROUPS_OF_4 = [4, 8, 12, 16];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Each type's prefixes, lengths, Luhn check, CVC lengths (amex 3 or 4, others 3)
 * and digit groups (amex 4-6-5, others 4s): the spec's table (§5.4). When two
 * prefixes match, the longer one decides (622… is discover, other 62…
 * unionpay), as card-validator does.
 */
export const CARD_TYPES: readonly CardTypeRules[] = [
  {
    type: "maestro",
    niceType: "Maestro",
    patterns: [5018, 5020, 5038, 6304, 6759, [6761, 6763]],
    lengths: range(12, 19),
    gaps: GROUPS_OF_4,
    cvcLengths: [3],
    luhn: true,
  },
  {
    type: "dinersclub",
    niceType: "Diners Club",
    patterns: [36, 38, [300, 305]],
    lengths: [14],
    gaps: GROUPS_OF_4,
    cvcLengths: [3],
    luhn: true,
  },
  {
    type: "laser",
    niceType: "Laser",
    patterns: [6706, 6771, 6709],
    lengths: range(16, 19),
    gaps: GROUPS_OF_4,
    cvcLengths: [3],
    luhn: true,
  },
  {
    type: "jcb",
    niceType: "JCB",
    patterns: [35],
    lengths: [16],
    gaps: GROUPS_OF_4,
    cvcLengths: [3],
    luhn: true,
  },
  {
    type: "unionpay",
    niceType: "UnionPay",
    patterns: [62],
    lengths: range(16, 19),
    gaps: GROUPS_OF_4,
    cvcLengths: [3],
    luhn: false,
  },
  {
    type: "discover",
    niceType: "Discover",
    patterns: [6011, 65, [644, 649], 622],
    lengths: [16],
    gaps: GROUPS_OF_4,
    cvcLengths: [3],
    luhn: true,
  },
  {
    type: "mastercard",
    niceType: "Mastercard",
    patterns: [[51, 55]],
    lengths: [16],
    gaps: GROUPS_OF_4,
    cvcLengths: [3],
    luhn: true,
  },
  {
    type: "amex",
    niceType: "American Express",
    patterns: [34, 37],
    lengths: [15],
    gaps: [4, 10],
    cvcLengths: [3, 4],
    luhn: true,
  },
  {
    type: "visa",
    niceType: "Visa",
    patterns: [4],
    lengths: range(13, 16),
    gaps: GROUPS_OF_4,
    cvcLengths: [3],
    luhn: true,
  },
];

/** Typing stops at this many digits while the type is unknown (spec §9.4). */
export const UNKNOWN_TYPE_MAX_DIGITS = 16;
/** CVC lengths while the type is unknown. */
export const UNKNOWN_TYPE_CVC_LENGTHS = [3, 4];

// card-validator re-exports credit-card-type through TypeScript's
// __importStar: a namespace object whose `default` is the lookup function
// (which carries addCard, removeCard… itself).
type CardTypeLookup = ((cardNumber: string) => { type: string }[]) & typeof cardValidator.creditCardType;
const namespace = cardValidator.creditCardType as unknown as { default?: CardTypeLookup };
const creditCardType = (namespace.default ?? namespace) as CardTypeLookup;
let configured = false;

/**
 * Replaces card-validator's card types by CARD_TYPES (once per page: the
 * library keeps them module-wide). card-validator skips Luhn for the type
 * named "unionpay", and only for it: exactly the spec's table, where only
 * unionpay skips it.
 */
export function configureCardTypes(): void {
  if (configured) return;
  configured = true;
  creditCardType.resetModifications();
  for (const builtIn of Object.values(creditCardType.types)) creditCardType.removeCard(builtIn);
  for (const rules of CARD_TYPES) {
    creditCardType.addCard({
      niceType: rules.niceType,
      type: rules.type,
      patterns: rules.patterns,
      gaps: rules.gaps,
      lengths: rules.lengths,
      code: { name: "CVC", size: Math.max(...rules.cvcLengths) },
    });
  }
}

configureCardTypes();

const byType = new Map<string, CardTypeRules>(CARD_TYPES.map((rules) => [rules.type, rules]));

/** The rules of a type, or undefined for "unknown". */
export function getCardTypeRules(type: string | undefined): CardTypeRules | undefined {
  return type ? byType.get(type) : undefined;
}

/**
 * The type of a (partial) number, or undefined while it is unknown or still
 * ambiguous. Spaces and dashes are ignored.
 */
export function detectCardType(value: string): CardTypeRules | undefined {
  const digits = value.replace(/[\s-]/g, "");
  if (!/^\d+$/.test(digits)) return undefined;
  const matches = creditCardType(digits);
  return matches.length === 1 ? getCardTypeRules(matches[0]?.type) : undefined;
}
