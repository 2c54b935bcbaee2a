from odoo.tests import tagged

from odoo.addons.website_survey_widget.tests.common import SurveyWidgetCommon

WRONG_USER = "This answer cannot be found, or it was started in another browser."


@tagged('post_install', '-at_install')
class TestSurveyVisitors(SurveyWidgetCommon):
    """An anonymous answer is its browser's: Odoo 17 lets whoever holds its
    token read and change it."""

    def setUp(self):
        super().setUp()
        self.token = self.start()
        self.begin(self.token)
        self.submit(self.token, self.first_page_answers(), page_id=self.page_box.id)
        self.other = self.new_visitor()
        self.lines_before = self.answer_of(self.token).user_input_line_ids.read(['question_id', 'suggested_answer_id'])

    def assert_answer_unchanged(self):
        answer = self.answer_of(self.token)
        self.assertEqual(answer.state, 'in_progress')
        self.assertEqual(answer.user_input_line_ids.read(['question_id', 'suggested_answer_id']), self.lines_before)

    def test_another_visitor_cannot_answer_with_the_token(self):
        access = self.access(self.token)
        attacks = [
            {**access, 'answers': {str(self.q_arrived.id): {'text': '2026-01-01'}}, 'page_id': self.page_week.id},
            {**access, 'answers': {}, 'page_id': self.page_week.id, 'previous_page_id': self.page_box.id},
        ]
        for params in attacks:
            self.rpc_error('/survey/weekbox/submit', params, name='UserError', message=WRONG_USER, visitor=self.other)
        self.rpc_error('/survey/weekbox/begin', access, name='UserError', message=WRONG_USER, visitor=self.other)
        # Odoo's own routes: the same refusal (its error code).
        body = self.rpc_raw(f'/survey/submit/{self.survey.access_token}/{self.token}',
                            {str(self.q_arrived.id): '2026-01-01', 'page_id': self.page_week.id}, visitor=self.other)
        self.assertEqual(body['result'][1], {'error': 'answer_wrong_user'})
        self.assert_answer_unchanged()

    def test_another_visitor_cannot_read_the_answer(self):
        for path in (f'/survey/{self.survey.access_token}/{self.token}',
                     f'/survey/print/{self.survey.access_token}?answer_token={self.token}'):
            with self.subTest(path=path):
                response = self.get(path, visitor=self.other)
                self.assertNotIn('data-widget="survey-form"', response.text)
                self.assertNotIn('data-widget="survey-print"', response.text)
                self.assertNotIn('Traceback', response.text)
        # Nor through Odoo's start route with the token in its URL.
        response = self.get(f'/survey/start/{self.survey.access_token}?answer_token={self.token}', visitor=self.other)
        self.assertNotIn('data-widget="survey-form"', response.text)
        self.assertNotIn(f'/survey/{self.survey.access_token}/{self.token}', response.url)
        self.assert_answer_unchanged()

    def test_the_visitor_and_the_survey_staff_keep_using_it(self):
        state = self.widget_props(self.get(f'/survey/{self.survey.access_token}/{self.token}').text,
                                  'survey-form')['state']
        self.assertEqual(state['page_id'], self.page_week.id)
        self.authenticate('admin', 'admin')
        page = self.get(f'/survey/print/{self.survey.access_token}?answer_token={self.token}&review=True').text
        print_state = self.widget_props(page, 'survey-print')['print']
        self.assertIn(str(self.q_overall.id), print_state['values'])

    def test_an_invitation_token_opens_its_answer(self):
        """Odoo e-mails an invitation's token to the person invited: it opens
        their answer in any browser."""
        invited = self.survey._create_answer(email='ann@example.com', check_attempts=False,
                                             invite_token='weekbox-test-invitation')
        response = self.get(f'/survey/{self.survey.access_token}/{invited.access_token}', visitor=self.other)
        self.assertIn('data-widget="survey-form"', response.text)
