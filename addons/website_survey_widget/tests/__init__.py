from . import test_survey_routes
from . import test_survey_visitors
from . import test_survey_results
from . import test_survey_demo
