"""The portal's subscription pages (the list, one subscription, the contract
form and its POST) and the back office's views of subscriptions."""
import html
import json
import re

from odoo.tests import HttpCase, new_test_user, tagged

from .common import BEFORE_CUTOFF, SATURDAY, WEEK, build_world, clock_at, pin_clock, subscribe

CSRF_RE = re.compile(r'csrf_token: "([0-9a-fo]+)"')
FORM_PROPS_RE = re.compile(r'data-widget="mealbox-subscription-form"[^>]*?data-props="([^"]*)"')
CARD_FORM_PROPS_RE = re.compile(r'data-widget="payment-form"[^>]*?data-props="([^"]*)"')


@tagged('post_install', '-at_install')
class TestSubscriptionPages(HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.world = build_world(cls.env, 'pages')
        cls.user = new_test_user(cls.env, login='subscriber_pages', groups='base.group_portal',
                                 partner_id=cls.world['customer'].id)
        cls.other = cls.env['res.partner'].create({'name': 'Other subscriber pages'})

    def setUp(self):
        super().setUp()
        pin_clock(self, type(self.env['website']))

    def contract(self, **values):
        form = {
            'meals': '3', 'people': '7', 'delivery_type': 'delivery', 'address_id': str(self.world['customer'].id),
            'store_id': '0', 'weekday': str(SATURDAY), 'token_id': str(self.world['token'].id),
            'start_week': str(WEEK), 'consent': '1', 'diet_ids': str(self.world['vegetarian'].id),
            'form_key': 'pages-form-1', 'order_id': '0',
        }
        form.update(values)
        return form

    def post_contract(self, form):
        return self.url_open('/my/subscriptions/new', data={**form, 'csrf_token': self.csrf_token()},
                             allow_redirects=False)

    def csrf_token(self):
        """The page's CSRF token (Odoo's layout gives it to the page's scripts)."""
        page = self.url_open('/my/subscriptions/new')
        self.assertEqual(page.status_code, 200)
        found = CSRF_RE.search(page.text)
        self.assertTrue(found, "no CSRF token on the contract page")
        return found.group(1)

    def test_contract_form_subscribes_once_and_the_pages_show_it(self):
        self.authenticate('subscriber_pages', 'subscriber_pages')
        Subscription = self.env['mealbox.subscription']
        with clock_at(BEFORE_CUTOFF):
            self.assertIn('no subscription yet', self.url_open('/my/subscriptions').text)
            form = self.contract()
            refused = self.post_contract({**form, 'consent': ''})
            self.assertEqual(refused.status_code, 400)
            self.assertIn('Please agree to have your card charged each week.', refused.text)
            self.assertFalse(Subscription.search([('partner_id', '=', self.world['customer'].id)]))
            first = self.post_contract(form)
            again = self.post_contract(form)  # the same form posted twice (a double click, a retry)
            subscription = Subscription.search([('partner_id', '=', self.world['customer'].id)])
            self.assertEqual(len(subscription), 1)
            for answer in (first, again):
                self.assertEqual(answer.status_code, 303)
                self.assertIn(f'/my/subscriptions/{subscription.id}', answer.headers['Location'])
            self.assertEqual((subscription.box_id, subscription.weekday, subscription.start_week,
                              subscription.token_id, subscription.diet_ids),
                             (self.world['box'], str(SATURDAY), WEEK, self.world['token'], self.world['vegetarian']))
            self.assertTrue(subscription.consent_date and subscription.consent_text)
            listing = self.url_open('/my/subscriptions')
            self.assertEqual(listing.status_code, 200)
            self.assertIn(subscription.name, listing.text)
            page = self.url_open(f'/my/subscriptions/{subscription.id}')
            self.assertEqual(page.status_code, 200)
            self.assertIn('data-widget="mealbox-subscription"', page.text)

    def test_the_contract_form_widget_gets_the_page_token_and_the_meal_box_time_zone(self):
        self.authenticate('subscriber_pages', 'subscriber_pages')
        with clock_at(BEFORE_CUTOFF):
            page = self.url_open('/my/subscriptions/new')
        found = FORM_PROPS_RE.search(page.text)
        self.assertTrue(found, "no contract form mount point")
        props = json.loads(html.unescape(found.group(1)))
        # A token of this session (made in the same request as the page's; the browser test posts it).
        self.assertRegex(props['csrfToken'], r'^[0-9a-f]+o[0-9]+$')
        self.assertEqual(props['timeZone'], 'Europe/Brussels')

    def test_a_refused_form_adds_a_card_back_to_the_same_box(self):
        """The add-card form under a refused contract form comes back to the
        posted box's page: the choices the tab keeps are the box's."""
        self.authenticate('subscriber_pages', 'subscriber_pages')
        with clock_at(BEFORE_CUTOFF):
            refused = self.post_contract(self.contract(consent='', order_id='4242', form_key='pages-form-4'))
        self.assertEqual(refused.status_code, 400)
        found = CARD_FORM_PROPS_RE.search(refused.text)
        self.assertTrue(found, "no add-card form on the refused page")
        props = json.loads(html.unescape(found.group(1)))
        self.assertEqual(props['returnUrl'], '/my/subscriptions/new?order_id=4242')

    def test_a_card_of_another_customer_or_a_closed_start_week_is_refused(self):
        self.authenticate('subscriber_pages', 'subscriber_pages')
        other_token = self.world['token'].copy({'partner_id': self.other.id, 'provider_ref': 'other-pages'})
        with clock_at(BEFORE_CUTOFF):
            refused = self.post_contract(self.contract(token_id=str(other_token.id), form_key='pages-form-2'))
            self.assertEqual(refused.status_code, 400)
            self.assertIn('Please choose one of your saved cards.', refused.text)
            past = self.post_contract(self.contract(start_week='2031-02-24', form_key='pages-form-3'))
            self.assertEqual(past.status_code, 400)
            self.assertIn('This start week is no longer offered.', past.text)
        self.assertFalse(self.env['mealbox.subscription'].search([('partner_id', '=', self.world['customer'].id)]))

    def test_another_customers_subscription_page_redirects_to_the_list(self):
        theirs = subscribe(self.env, self.world, partner_id=self.other.id,
                           token=self.world['token'].copy({'partner_id': self.other.id, 'provider_ref': 'o-p'}))
        self.authenticate('subscriber_pages', 'subscriber_pages')
        answer = self.url_open(f'/my/subscriptions/{theirs.id}', allow_redirects=False)
        self.assertEqual(answer.status_code, 303)
        self.assertTrue(answer.headers['Location'].endswith('/my/subscriptions'))

    def test_back_office_views_by_state_with_chatter(self):
        subscription = subscribe(self.env, self.world)
        Subscription = self.env['mealbox.subscription'].with_user(
            new_test_user(self.env, login='salesman_pages', groups='sales_team.group_sale_salesman'))
        views = Subscription.get_views([(False, 'kanban'), (False, 'list'), (False, 'form'), (False, 'search')])
        self.assertIn('default_group_by="state"', views['views']['kanban']['arch'])
        self.assertIn('message_ids', views['views']['form']['arch'])
        groups = Subscription.read_group([('id', '=', subscription.id)], ['state'], ['state'])
        self.assertEqual([group['state'] for group in groups], ['active', 'paused', 'cancelled'],
                         "every state is a kanban column, even empty")
        action = self.env.ref('website_sale_mealbox_subscription.mealbox_subscription_action')
        self.assertEqual(action.view_mode, 'kanban,tree,form')
        subscription.with_user(Subscription.env.user).action_pause()
        self.assertEqual(subscription.state, 'paused')
        self.env.flush_all()
        self.env.cr.precommit.run()  # the chatter's tracking is written at commit
        self.assertIn('Paused', subscription.message_ids[0].tracking_value_ids.mapped('new_value_char'))
