from . import test_staff_bar
