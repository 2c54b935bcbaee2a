"""The day's figures the kitchen prints and exports: the dishes to cook (with
the extras and the boxes per size), and per pick-up store and delivery zone
the boxes with the customer's name, address, phone, remark and contents.

A constant number of queries whatever the number of boxes: one search of the
day's boxes, one read of their lines, two read_group of the totals (and the
names of the products, stores and zones met).
"""
import base64
import csv
import io
from urllib.parse import urlencode

from odoo import _, api, fields, models
from odoo.tools.misc import format_date

DAY_FORMAT = 'EEEE d MMMM y'
# Read with the day's boxes in their one query.
BOX_FIELDS = ['name', 'delivery_type', 'store_id', 'zone_id', 'customer_name', 'address', 'phone', 'remark',
              'is_individual', 'meals', 'people']


class MealboxKitchenPrint(models.TransientModel):
    _name = 'mealbox.kitchen.print'
    _description = "Print or export a day of the kitchen"

    day = fields.Date(
        string="Delivery day", required=True, default=lambda self: self._default_day(),
        help="The boxes delivered or picked up on this day (in the meal box's time zone).")
    store_ids = fields.Many2many(
        'mealbox.pickup.store', 'mealbox_kitchen_print_store_rel', 'print_id', 'store_id',
        string="Pick-up stores", help="Only the boxes of these stores (and zones); all when both are empty.")
    zone_ids = fields.Many2many(
        'mealbox.delivery.zone', 'mealbox_kitchen_print_zone_rel', 'print_id', 'zone_id',
        string="Delivery zones", help="Only the boxes of these zones (and stores); all when both are empty.")
    csv_file = fields.Binary(string="CSV file", attachment=False, readonly=True)
    csv_filename = fields.Char(readonly=True)

    @api.model
    def _default_day(self):
        """The day the kitchen view was opened on, else the next day with boxes."""
        day = self.env.context.get('mealbox_kitchen_day')
        return fields.Date.to_date(day) if day else self.env['mealbox.kitchen.box']._mealbox_next_day()

    # ------------------------------------------------------------
    # ACTIONS
    # ------------------------------------------------------------

    def action_print_pdf(self):
        self.ensure_one()
        return self.env.ref('website_sale_mealbox_kitchen.action_report_kitchen_day').report_action(self)

    def action_export_csv(self):
        """Writes the CSV on the wizard and downloads it (Odoo's /web/content,
        which checks that this user may read the wizard: only its creator)."""
        self.ensure_one()
        self.write({
            'csv_file': base64.b64encode(self._mealbox_kitchen_csv()),
            'csv_filename': f'{self._mealbox_file_stem()}.csv',
        })
        query = urlencode({
            'model': self._name, 'id': self.id, 'field': 'csv_file',
            'filename_field': 'csv_filename', 'download': 'true',
        })
        return {'type': 'ir.actions.act_url', 'url': f'/web/content/?{query}', 'target': 'download'}

    # ------------------------------------------------------------
    # FIGURES
    # ------------------------------------------------------------

    def _mealbox_file_stem(self):
        """'Kitchen 2026-12-03': the PDF's and the CSV's name, without extension."""
        self.ensure_one()
        return _("Kitchen %(day)s", day=fields.Date.to_string(self.day))

    def _mealbox_box_domain(self):
        """The day's confirmed boxes, of the chosen stores and zones (all without a choice)."""
        self.ensure_one()
        domain = [('delivery_day', '=', fields.Date.to_string(self.day))]
        if self.store_ids and self.zone_ids:
            domain += ['|', ('store_id', 'in', self.store_ids.ids), ('zone_id', 'in', self.zone_ids.ids)]
        elif self.store_ids:
            domain += [('store_id', 'in', self.store_ids.ids)]
        elif self.zone_ids:
            domain += [('zone_id', 'in', self.zone_ids.ids)]
        return domain

    def _mealbox_kitchen_figures(self):
        """What the PDF and the CSV show of the day (see the module's docstring)."""
        self.ensure_one()
        Box = self.env['mealbox.kitchen.box']
        Line = self.env['mealbox.kitchen.line']
        domain = self._mealbox_box_domain()
        boxes = Box.search_fetch(domain, BOX_FIELDS)
        return {
            'day': self.day,
            'day_text': format_date(self.env, self.day, date_format=DAY_FORMAT),
            'confirmed': Box._mealbox_confirmed_text(),
            'stores': self.store_ids.mapped('name'),
            'zones': self.zone_ids.mapped('name'),
            'box_count': len(boxes),
            'box_sizes': self._mealbox_box_sizes(boxes),
            'dishes': self._mealbox_totals(Line, domain, 'dish'),
            'extras': self._mealbox_totals(Line, domain, 'extra'),
            'destinations': self._mealbox_destinations(boxes, Line._mealbox_lines_by_box(domain)),
        }

    @api.model
    def _mealbox_box_sizes(self, boxes):
        counts = {}
        for box in boxes:
            counts[(box.meals, box.people)] = counts.get((box.meals, box.people), 0) + 1
        Size = self.env['mealbox.box']
        return [{'label': Size._mealbox_size_label(meals, people), 'meals': meals, 'people': people, 'count': count}
                for (meals, people), count in sorted(counts.items(), key=lambda item: (item[0][1], item[0][0]))]

    @api.model
    def _mealbox_totals(self, Line, domain, line_type):
        """Per product of `line_type` on these boxes: quantity, portions and,
        for dishes, the packs per number of people ('3 for 2 people')."""
        domain = [*domain, ('line_type', '=', line_type)]
        totals = Line._read_group(domain, ['product_id'], ['quantity:sum', 'portions:sum'])
        packs = {}
        if line_type == 'dish':
            for product, people, quantity in Line._read_group(domain, ['product_id', 'people'], ['quantity:sum']):
                packs.setdefault(product.id, []).append((people, quantity))
        Size = self.env['mealbox.box']
        # Translated here: Odoo's _() finds the language in its caller's `self`, which a generator lacks.
        pack_text = _("%(count)s × %(size)s")
        rows = []
        for product, quantity, portions in totals:
            product_packs = sorted(packs.get(product.id, []))
            rows.append({
                'product': product.display_name,
                'product_id': product.id,
                'quantity': quantity,
                'portions': portions,
                'quantity_text': Line._mealbox_quantity_text(quantity),
                'portions_text': Line._mealbox_quantity_text(portions),
                'packs': product_packs,
                'packs_text': ', '.join(
                    pack_text % {'count': Line._mealbox_quantity_text(count),
                                 'size': Size._mealbox_people_label(people).lower() if people else ''}
                    for people, count in product_packs),
            })
        return sorted(rows, key=lambda row: row['product'].casefold())

    @api.model
    def _mealbox_destinations(self, boxes, lines):
        """The boxes per pick-up store, then per delivery zone (in their
        order), then the home deliveries outside every zone; `lines`: their
        contents by box id."""
        Box = self.env['mealbox.kitchen.box']
        Size = self.env['mealbox.box']
        groups = {}
        for box in boxes:
            if box.delivery_type == 'pick_store' and box.store_id:
                key = ('store', box.store_id)
            elif box.zone_id:
                key = ('zone', box.zone_id)
            else:
                key = ('none', None)
            box_lines = lines.get(box.id, [])
            groups.setdefault(key, []).append({
                'name': box.name,
                'customer': box.customer_name or '',
                'address': box.address or '',
                'phone': box.phone or '',
                'remark': box.remark or '',
                'individual': box.is_individual,
                'size': Size._mealbox_size_label(box.meals, box.people) if box.meals and box.people else '',
                'contents': Box._mealbox_contents_text(box_lines),
                'lines': box_lines,
            })

        def in_order(kind):
            return sorted((record for key, record in groups if key == kind), key=lambda r: (r.sequence, r.name, r.id))
        stores, zones = in_order('store'), in_order('zone')
        # Loops, not comprehensions: Odoo's _() finds the language in its caller's `self`.
        result = []
        for store in stores:
            result.append({
                'kind': 'store', 'id': store.id, 'name': store.name,
                'title': _("Pick-up at %(store)s", store=store.name),
                'address': store._mealbox_address_text(), 'boxes': groups[('store', store)],
            })
        for zone in zones:
            result.append({
                'kind': 'zone', 'id': zone.id, 'name': zone.name,
                'title': _("Home delivery, zone %(zone)s", zone=zone.name),
                'address': '', 'boxes': groups[('zone', zone)],
            })
        if ('none', None) in groups:
            result.append({
                'kind': 'none', 'id': False, 'name': '',
                'title': _("Home delivery outside every zone"),
                'address': '', 'boxes': groups[('none', None)],
            })
        return result

    def _mealbox_kitchen_csv(self):
        """The day's figures as CSV (UTF-8, every value quoted, as Odoo's own
        exports): the dishes to cook and the extras, then one row per box."""
        self.ensure_one()
        figures = self._mealbox_kitchen_figures()
        out = io.StringIO()
        writer = csv.writer(out, quoting=csv.QUOTE_ALL)
        writer.writerow([_("Kitchen and deliveries"), figures['day_text'], fields.Date.to_string(figures['day'])])
        writer.writerow([figures['confirmed']])
        writer.writerow([])
        writer.writerow([_("Dishes to cook")])
        writer.writerow([_("Kind"), _("Product"), _("Portions"), _("Quantity"), _("Packs")])
        for row in figures['dishes']:
            writer.writerow([_("Dish"), row['product'], row['portions_text'], row['quantity_text'], row['packs_text']])
        for row in figures['extras']:
            writer.writerow([_("Extra"), row['product'], row['portions_text'], row['quantity_text'], ''])
        for size in figures['box_sizes']:
            writer.writerow([_("Box"), size['label'], size['count'], size['count'], ''])
        writer.writerow([])
        writer.writerow([_("Boxes (%(count)s)", count=figures['box_count'])])
        writer.writerow([_("Store or zone"), _("Box"), _("Customer"), _("Address"), _("Phone"), _("Remark"),
                         _("Box size"), _("Individual"), _("Contents")])
        for destination in figures['destinations']:
            for box in destination['boxes']:
                writer.writerow([destination['name'] or destination['title'], box['name'], box['customer'],
                                 box['address'], box['phone'], box['remark'], box['size'],
                                 _("Yes") if box['individual'] else '', box['contents']])
        return out.getvalue().encode('utf-8')
