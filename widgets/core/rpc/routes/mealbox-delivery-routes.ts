// Routes of the meal-box delivery step (addresses, stores, dates, promo, autocomplete).
export const mealboxDeliveryRoutes = {} as const;
