import html
import json
import re
from datetime import date
from types import SimpleNamespace
from unittest.mock import patch

from odoo.tests import HttpCase
from odoo.tests.common import Opener

from odoo.addons.website_weekbox.tests.route_calls import RouteCallsMixin

# "Today" for the date bounds: a fixed day, so the tests pass on any day.
TODAY = date(2026, 3, 15)
PROPS_RE = re.compile(r'data-widget="(?P<widget>[^"]+)"\s+data-props="(?P<props>[^"]*)"')


class SurveyWidgetCommon(RouteCallsMixin, HttpCase):
    """A survey of each kind of question, in two sections, made by each test
    class; visitors start their own answers."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        made = cls._create_survey('Weekbox test survey')
        for name, record in vars(made).items():
            setattr(cls, name, record)

    def setUp(self):
        super().setUp()
        Question = type(self.env['survey.question'])
        self.startPatcher(patch.object(Question, '_weekbox_today', lambda question: TODAY))

    @classmethod
    def _create_survey(cls, title, **values):
        """A survey and its pages and questions (attributes of the namespace returned)."""
        made = SimpleNamespace()
        survey = made.survey = cls.env['survey.survey'].create({
            'title': title,
            'access_mode': 'public',
            'questions_layout': 'page_per_section',
            'users_can_go_back': False,
            **values,
        })
        Question = cls.env['survey.question']
        made.page_box = Question.create({'survey_id': survey.id, 'sequence': 1, 'is_page': True,
                                        'question_type': False, 'title': 'Your box'})
        made.q_overall = Question.create({
            'survey_id': survey.id, 'sequence': 2, 'title': 'How was it?', 'question_type': 'simple_choice',
            'constr_mandatory': True,
            'suggested_answer_ids': [(0, 0, {'value': 'Great', 'sequence': 1}),
                                     (0, 0, {'value': 'Poor', 'sequence': 2})],
        })
        made.q_dishes = Question.create({
            'survey_id': survey.id, 'sequence': 3, 'title': 'Which dishes?', 'question_type': 'multiple_choice',
            'suggested_answer_ids': [(0, 0, {'value': 'Curry', 'sequence': 1}),
                                     (0, 0, {'value': 'Risotto', 'sequence': 2})],
        })
        made.q_rating = Question.create({
            'survey_id': survey.id, 'sequence': 4, 'title': 'Rate it', 'question_type': 'matrix',
            'matrix_subtype': 'simple',
            'suggested_answer_ids': [(0, 0, {'value': 'Bad', 'sequence': 1}),
                                     (0, 0, {'value': 'Good', 'sequence': 2})],
            'matrix_row_ids': [(0, 0, {'value': 'Freshness', 'sequence': 1}),
                               (0, 0, {'value': 'Delivery', 'sequence': 2})],
        })
        made.page_week = Question.create({'survey_id': survey.id, 'sequence': 5, 'is_page': True,
                                         'question_type': False, 'title': 'Your week'})
        made.q_arrived = Question.create({'survey_id': survey.id, 'sequence': 6, 'title': 'When did it arrive?',
                                         'question_type': 'date'})
        made.q_people = Question.create({'survey_id': survey.id, 'sequence': 7, 'title': 'How many people?',
                                        'question_type': 'numerical_box'})
        made.q_better = Question.create({'survey_id': survey.id, 'sequence': 8, 'title': 'What could be better?',
                                        'question_type': 'text_box'})
        return made

    # ------------------------------------------------------------
    # Visitors
    # ------------------------------------------------------------

    def new_visitor(self):
        """Another browser: its own session."""
        return Opener(self.cr)

    def get(self, path, visitor=None):
        if visitor is None:
            return self.url_open(path, timeout=60)
        return visitor.get(self.base_url() + path, timeout=60)

    def start(self, survey=None, visitor=None):
        """Starts an answer as a visitor (Odoo's start route): its token."""
        survey = survey or self.survey
        response = self.get(f'/survey/start/{survey.access_token}', visitor)
        self.assertEqual(response.status_code, 200, response.text[:300])
        match = re.search(rf'/survey/{re.escape(survey.access_token)}/([0-9a-f-]+)$', response.url)
        self.assertTrue(match, response.url)
        return match.group(1)

    def widget_props(self, page_html, widget):
        """The data-props of the first mount point of `widget` in a page."""
        found = self.all_widget_props(page_html, widget)
        if not found:
            self.fail(f"no {widget} mount point in the page")
        return found[0]

    def all_widget_props(self, page_html, widget):
        """The data-props of every mount point of `widget` in a page."""
        return [json.loads(html.unescape(match.group('props')))
                for match in PROPS_RE.finditer(page_html) if match.group('widget') == widget]

    def access(self, answer_token, survey=None):
        survey = survey or self.survey
        return {'survey_token': survey.access_token, 'answer_token': answer_token}

    def begin(self, answer_token, visitor=None, survey=None):
        return self.rpc('/survey/weekbox/begin', self.access(answer_token, survey), visitor=visitor)

    def submit(self, answer_token, answers, visitor=None, survey=None, **params):
        return self.rpc('/survey/weekbox/submit',
                        {**self.access(answer_token, survey), 'answers': answers, **params}, visitor=visitor)

    def answer_of(self, token):
        return self.env['survey.user_input'].sudo().search([('access_token', '=', token)])

    def first_page_answers(self, made=None):
        """Answers to every question of the first page (of `made`, default this class's survey)."""
        made = made or self
        rating = made.q_rating
        return {
            str(made.q_overall.id): {'choices': [made.q_overall.suggested_answer_ids[0].id]},
            str(made.q_dishes.id): {'choices': made.q_dishes.suggested_answer_ids.ids},
            str(rating.id): {'rows': {str(row.id): [rating.suggested_answer_ids[1].id]
                                      for row in rating.matrix_row_ids}},
        }

    def lines_of(self, token, question):
        """The saved answer lines of `question` in the answer `token` names."""
        return self.answer_of(token).user_input_line_ids.filtered(lambda line: line.question_id == question)
