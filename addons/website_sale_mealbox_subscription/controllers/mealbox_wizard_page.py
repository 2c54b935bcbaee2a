from odoo.addons.website_sale_mealbox.controllers.mealbox_pages import MealboxPagesController


class SubscriptionWizardPage(MealboxPagesController):

    def _prepare_wizard_props(self, meal, people, state, order_id):
        """The wizard's delivery step offers to turn the box into a weekly
        subscription: the contract form, filled in with the box."""
        props = super()._prepare_wizard_props(meal, people, state, order_id)
        props['subscribeUrl'] = '/my/subscriptions/new'
        return props
