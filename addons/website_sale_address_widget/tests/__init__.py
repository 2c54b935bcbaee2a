from . import test_address_cards
from . import test_address_form_props
from . import test_country_infos_route
from . import test_address_page_params
from . import test_address_lean_pages
