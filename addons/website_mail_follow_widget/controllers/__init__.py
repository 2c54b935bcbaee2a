from . import website_mail_follow
