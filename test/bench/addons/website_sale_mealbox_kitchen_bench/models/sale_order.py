import logging
import time

from odoo import _, api, fields, models
from odoo.exceptions import ValidationError
from odoo.fields import Command

from odoo.addons.website_sale_mealbox.models.sale_order_fulfilment import DELIVERY_TIME

_logger = logging.getLogger(__name__)

BENCH_PREFIX = 'KITCHEN-BENCH'
BATCH = 250
# Boxes made through the ORM per day; the rest are copies of them made in SQL
# (an ORM order costs ~0.3 s on a loaded 2-core machine: 10,000 would take an hour).
TEMPLATES = 500


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    @api.model
    def mealbox_kitchen_bench_today(self):
        """Today in the meal box's time zone (the bench's big day: the kitchen's menus open on it)."""
        return fields.Date.to_string(self.env['website'].get_current_website()._mealbox_today())

    @api.model
    def mealbox_kitchen_bench_generate_day(self, day, count=10000, templates=TEMPLATES):
        """Makes `day` hold `count` confirmed meal boxes of the benchmark (more
        are never removed): home deliveries in the demo's zones and pick-ups at
        its stores, boxes of every size of the price matrix filled from the
        website's dishes, an extra in one box of three, a remark in one of
        five. The first `templates` orders are created in batches through the
        ORM (their amounts, zone and delivery day computed as for any order)
        and set to the Sales Order state without a warehouse transfer (the
        kitchen's view reads the orders; 10,000 transfers would take the
        bench's hour); the others are SQL copies of them (_mealbox_bench_copy_boxes).

        :return: dict created (boxes made now), total (the day's bench boxes), seconds
        """
        if not self.env.is_system():
            raise ValidationError(_("Only administrators can generate benchmark boxes."))
        if not 0 <= count <= 20000:
            raise ValidationError(_("The benchmark makes at most 20,000 boxes a day."))
        started = time.monotonic()
        day = fields.Date.to_date(day)
        website = self.env['website'].get_current_website()
        tag = f'{BENCH_PREFIX} {fields.Date.to_string(day)}'
        Order = self.with_context(tracking_disable=True, mail_create_nolog=True, mail_notrack=True)
        existing = Order.search_count([('client_order_ref', '=', tag), ('state', '=', 'sale')])
        copies = max(0, count - max(existing, templates))
        missing = max(0, min(count, templates) - existing)
        boxes = self.env['mealbox.box'].search([])
        dishes = self.env['product.product'].search([('is_mealbox_dish', '=', True)], order='id', limit=40)
        extras = self.env['product.product'].search([('is_mealbox_extra', '=', True)], order='id', limit=5)
        stores = self.env['mealbox.pickup.store'].search([])
        if not boxes or not dishes:
            raise ValidationError(_("The benchmark needs box sizes and dishes (the demo data's)."))
        belgium = self.env.ref('base.be')
        zips = ['1000', '1050', '2000', '3000', '4000', '5000', '9000']
        created = 0
        while created < missing:
            size = min(BATCH, missing - created)
            partners = self.env['res.partner'].with_context(tracking_disable=True).create([{
                'name': f'Kitchen bench customer {existing + created + index + 1}',
                'street': f'Benchmark street {index + 1}', 'zip': zips[index % len(zips)], 'city': 'Bench',
                'country_id': belgium.id, 'phone': f'+32 470 {index:06d}',
            } for index in range(size)])
            vals_list = []
            for index, partner in enumerate(partners):
                number = existing + created + index
                box = boxes[number % len(boxes)]
                store = stores[number % len(stores)] if stores and number % 3 == 0 else None
                lines = [Command.create({'product_id': box.product_id.id, 'product_uom_qty': 1,
                                         'mealbox_line_type': 'box'})]
                lines += [Command.create({'product_id': dishes[(number + meal) % len(dishes)].id,
                                          'product_uom_qty': 1, 'mealbox_line_type': 'dish'})
                          for meal in range(box.meals)]
                if extras and number % 3 == 1:
                    lines.append(Command.create({'product_id': extras[number % len(extras)].id,
                                                 'product_uom_qty': 1, 'mealbox_line_type': 'extra'}))
                vals_list.append({
                    'partner_id': partner.id,
                    'website_id': website.id,
                    'client_order_ref': tag,
                    'state': 'sale',
                    'mealbox_box_id': box.id,
                    'mealbox_delivery_type': 'pick_store' if store else 'delivery',
                    'mealbox_store_id': store.id if store else False,
                    'mealbox_delivery_date': day,
                    'commitment_date': self._mealbox_bench_commitment(website, day),
                    'mealbox_remark': 'Leave it at the neighbours' if number % 5 == 0 else False,
                    'order_line': lines,
                })
            Order.create(vals_list)
            self.env.flush_all()
            self.env.invalidate_all()
            created += size
            _logger.info("Kitchen bench: %s/%s boxes for %s", created, missing, day)
        if copies:
            self._mealbox_bench_copy_boxes(tag, copies, templates)
        created += copies
        return {'created': created, 'total': existing + created, 'seconds': round(time.monotonic() - started, 1)}

    @api.model
    def _mealbox_bench_copy_boxes(self, tag, copies, templates):
        """Adds `copies` boxes to the day `tag`: copies in SQL of its first
        orders made through the ORM (the same customers, contents and stored
        figures; names suffixed), with their lines."""
        self.env.flush_all()
        cr = self.env.cr
        cr.execute("SELECT id FROM sale_order WHERE client_order_ref = %s ORDER BY id LIMIT %s", [tag, templates])
        sources = [row[0] for row in cr.fetchall()]

        def columns(table, skip):
            cr.execute("""SELECT column_name FROM information_schema.columns
                           WHERE table_name = %s AND table_schema = current_schema() ORDER BY ordinal_position""",
                       [table])
            return [row[0] for row in cr.fetchall() if row[0] not in skip]

        order_columns = columns('sale_order', {'id', 'name', 'origin', 'access_token'})
        line_columns = columns('sale_order_line', {'id', 'order_id'})
        cr.execute("SELECT count(*) FROM sale_order WHERE client_order_ref = %s", [tag])
        start = cr.fetchone()[0]
        # Copy n of the day is a copy of source n modulo the sources.
        cr.execute(f"""
            WITH numbered AS (
                SELECT n, (%(sources)s::int[])[1 + (n %% cardinality(%(sources)s::int[]))] AS source
                  FROM generate_series(%(start)s, %(start)s + %(copies)s - 1) AS n
            ), copied AS (
                INSERT INTO sale_order ({', '.join(order_columns)}, name, origin)
                SELECT {', '.join(f'so.{column}' for column in order_columns)},
                       so.name || '-' || numbered.n, numbered.source::text
                  FROM numbered JOIN sale_order so ON so.id = numbered.source
                RETURNING id, origin
            )
            INSERT INTO sale_order_line ({', '.join(line_columns)}, order_id)
            SELECT {', '.join(f'line.{column}' for column in line_columns)}, copied.id
              FROM copied JOIN sale_order_line line ON line.order_id = copied.origin::int
        """, {'sources': sources, 'start': start, 'copies': copies})
        self.env.invalidate_all()
        _logger.info("Kitchen bench: %s boxes copied for %s", copies, tag)

    @api.model
    def _mealbox_bench_commitment(self, website, day):
        """Noon in the meal box's time zone, as website_sale_mealbox keeps a delivery date."""
        return website._mealbox_localize(day, DELIVERY_TIME).replace(tzinfo=None)
