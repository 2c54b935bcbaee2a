from odoo import models
from odoo.http import request

from .website import bundle_changed_since_last_request


class IrHttp(models.AbstractModel):
    _inherit = 'ir.http'

    @classmethod
    def _pre_dispatch(cls, rule, args):
        super()._pre_dispatch(rule, args)
        # website.layout's <head>, where the bundle's hashed file names are, is
        # cached per page (t-cache): after a new build, drop those cached
        # renderings so pages stop pointing at the previous build's files.
        if bundle_changed_since_last_request():
            request.env.registry.clear_cache('templates')
