from odoo import models


class Website(models.Model):
    _inherit = 'website'

    def _weekbox_livechat_is_ours(self):
        return True

    def _prepare_weekbox_livechat_props(self):
        """The props of the website's live chat button (widgets/visitor/livechat),
        or None when the website has no live chat channel. The same for every
        visitor: who chats, and whether an operator is there for them, the
        widget asks /im_livechat/init and its session cookie."""
        self.ensure_one()
        channel = self.sudo().channel_id
        if not channel:
            return None
        infos = channel._get_channel_infos()
        return {
            'channelId': channel.id,
            'title': infos['channel_name'] or '',
            'buttonText': infos['button_text'] or '',
            'defaultMessage': infos['default_message'] or '',
            'placeholder': infos['input_placeholder'] or '',
            'headerColor': infos['header_background_color'] or '',
            'titleColor': infos['title_color'] or '',
            'buttonColor': infos['button_background_color'] or '',
            'buttonTextColor': infos['button_text_color'] or '',
        }
