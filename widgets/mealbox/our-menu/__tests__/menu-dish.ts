/** A dish card as /our/menu answers it (website._mealbox_card_rows), for the menu's tests. */
export function menuDish(id: number) {
  return {
    product_id: id,
    product_tmpl_id: 100 + id,
    name: `Dish ${id}`,
    list_price: 0,
    image_url: `/web/image/product.template/${100 + id}/image_512?unique=1`,
    image_small_url: `/web/image/product.template/${100 + id}/image_256?unique=1`,
    category: [14],
    diet: [],
    do_something: false,
    do_nothing: true,
    "min-quant": 1,
    prep_time: 30,
    calories: 700,
    allergens: "",
  };
}
