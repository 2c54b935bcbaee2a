// Routes of the meal-box home page widgets (zip check, countdown, our menu).
export const mealboxHomeRoutes = {} as const;
