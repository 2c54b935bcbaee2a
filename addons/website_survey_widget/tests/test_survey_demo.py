"""The demo's public survey "How was your box?" (data/survey_demo.xml): a free
text, a single and a multiple choice, a matrix, a date and a number, and at
least 12 finished answers, so its results page draws each chart type. Demo
data only: without the module's demo, none of it may be there.

Run alone: WEEKBOX_TEST_TAGS=/website_survey_widget:TestSurveyDemo
"""
from odoo.tests import tagged

from odoo.addons.website_survey_widget.tests.common import SurveyWidgetCommon


@tagged('post_install', '-at_install')
class TestSurveyDemo(SurveyWidgetCommon):

    def setUp(self):
        super().setUp()
        self.demo = self.env.ref('website_survey_widget.survey_box_feedback', raise_if_not_found=False)
        if not self.demo:
            self.skipTest("installed without demo data")

    def test_a_public_survey_with_each_kind_of_question(self):
        self.assertEqual(self.demo.title, 'How was your box?')
        self.assertEqual(self.demo.access_mode, 'public')
        self.assertTrue(self.demo.active)
        kinds = set(self.demo.question_ids.mapped('question_type'))
        self.assertLessEqual({'text_box', 'simple_choice', 'multiple_choice', 'matrix', 'date', 'numerical_box'},
                             kinds)
        # A visitor starts it from its link, and the widget shows it.
        token = self.start(self.demo)
        page = self.get(f'/survey/{self.demo.access_token}/{token}').text
        self.assertEqual(self.widget_props(page, 'survey-form')['state']['screen'], 'start')

    def test_at_least_12_answers_and_each_chart_type_on_its_results(self):
        done = self.env['survey.user_input'].search([('survey_id', '=', self.demo.id), ('state', '=', 'done')])
        self.assertGreaterEqual(len(done), 12)
        self.authenticate('admin', 'admin')
        page = self.get(f'/survey/results/{self.demo.id}').text
        types = [chart['type'] for chart in self.all_widget_props(page, 'survey-chart')]
        self.assertEqual(sorted(set(types)), ['bar', 'multi_bar', 'pie'])
        texts = [table for table in self.all_widget_props(page, 'survey-answer-table') if table['rows']]
        self.assertTrue(texts)
