from . import test_widget_assets
