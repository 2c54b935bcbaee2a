// The settings' forms, a chunk of their own (box-settings.tsx loads it with the first "Change").
export { BoxSizeForm } from "./box-size-form";
export { CardForm } from "./card-form";
export { DeliveryForm } from "./delivery-form";
export { DietsForm } from "./diets-form";
