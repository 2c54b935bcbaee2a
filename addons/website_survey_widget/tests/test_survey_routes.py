from datetime import timedelta

from odoo import fields
from odoo.tests import tagged

from odoo.addons.website_survey_widget.tests.common import SurveyWidgetCommon


@tagged('post_install', '-at_install')
class TestSurveyRoutes(SurveyWidgetCommon):

    def test_the_page_holds_the_first_screen_for_the_form_widget(self):
        token = self.start()
        page = self.get(f'/survey/{self.survey.access_token}/{token}').text
        props = self.widget_props(page, 'survey-form')
        self.assertEqual(props['state']['screen'], 'start')
        self.assertEqual(props['state']['answer_token'], token)
        # Odoo's survey scripts (Chart.js with them) are not loaded; their CSS is.
        self.assertNotRegex(page, r'survey\.survey_assets[^"]*\.js')
        self.assertRegex(page, r'survey\.survey_assets[^"]*\.css')
        self.assertNotIn('o_survey_form_content', page.split('data-widget="survey-form"')[0])

    def test_a_screen_goes_through_odoo_validation_then_on(self):
        token = self.start()
        state = self.begin(token)
        self.assertEqual(state['screen'], 'questions')
        self.assertEqual([s['title'] for s in state['sections']], ['Your box'])
        self.assertEqual(state['page_id'], self.page_box.id)
        self.assertEqual(state['submit'], 'next')
        self.assertEqual(state['progress'], {'current': 0, 'total': 2, 'percent': 0})
        # Odoo's own validation: the mandatory question left empty.
        result = self.submit(token, {}, page_id=self.page_box.id)
        required = {str(self.q_overall.id): 'This question requires an answer.'}
        self.assertEqual(result, {'kind': 'errors', 'errors': required})
        # Nothing of a refused page is saved: it is sent again, corrected.
        self.assertFalse(self.answer_of(token).user_input_line_ids)
        result = self.submit(token, self.first_page_answers(), page_id=self.page_box.id)
        self.assertEqual(result['kind'], 'state')
        self.assertEqual(result['state']['page_id'], self.page_week.id)
        self.assertEqual(result['state']['submit'], 'finish')
        answer = self.answer_of(token)
        self.assertEqual(self.lines_of(token, self.q_dishes).suggested_answer_id, self.q_dishes.suggested_answer_ids)
        result = self.submit(token, {
            str(self.q_arrived.id): {'text': '2026-03-10'},
            str(self.q_people.id): {'text': '4'},
            str(self.q_better.id): {'text': 'More vegetables'},
        }, page_id=self.page_week.id)
        self.assertEqual(result['state']['screen'], 'done')
        self.assertEqual(answer.state, 'done')
        self.assertEqual(self.lines_of(token, self.q_people).value_numerical_box, 4)

    def test_dates_and_numbers_outside_the_spec_bounds_are_answer_errors(self):
        token = self.start()
        self.begin(token)
        self.submit(token, self.first_page_answers(), page_id=self.page_box.id)
        date_key, number_key = str(self.q_arrived.id), str(self.q_people.id)
        cases = [
            ('1899-12-31', '1', {date_key: 'Enter a date between 01/01/1900 and 03/15/2226.'}),
            ('2226-03-16', '1', {date_key: 'Enter a date between 01/01/1900 and 03/15/2226.'}),
            ('15/03/2026', '1', {date_key: 'This is not a date'}),
            ('2026-02-30', '1', {date_key: 'This is not a date'}),
            ('2026-03-10', '2147483648', {number_key: 'Enter a number between -2147483648 and 2147483647.'}),
            ('2026-03-10', '-2147483649', {number_key: 'Enter a number between -2147483648 and 2147483647.'}),
        ]
        for day, number, errors in cases:
            with self.subTest(day=day, number=number):
                result = self.submit(token, {date_key: {'text': day}, number_key: {'text': number}},
                                     page_id=self.page_week.id)
                self.assertEqual(result, {'kind': 'errors', 'errors': errors})
                # Nothing saved, the answer still open.
                answer = self.answer_of(token)
                self.assertEqual(answer.state, 'in_progress')
                self.assertFalse(self.lines_of(token, self.q_arrived))
        # The bounds themselves are answers.
        result = self.submit(token, {date_key: {'text': '1900-01-01'}, number_key: {'text': '-2147483648'}},
                             page_id=self.page_week.id)
        self.assertEqual(result['state']['screen'], 'done')

    def test_the_last_day_and_largest_number_are_answers(self):
        token = self.start()
        self.begin(token)
        self.submit(token, self.first_page_answers(), page_id=self.page_box.id)
        result = self.submit(token, {str(self.q_arrived.id): {'text': '2226-03-15'},
                                     str(self.q_people.id): {'text': '2147483647'}}, page_id=self.page_week.id)
        self.assertEqual(result['state']['screen'], 'done')

    def test_odoo_own_submit_route_keeps_the_same_bounds(self):
        token = self.start()
        self.begin(token)
        self.submit(token, self.first_page_answers(), page_id=self.page_box.id)
        body = self.rpc_raw(f'/survey/submit/{self.survey.access_token}/{token}',
                            {str(self.q_arrived.id): '1850-06-01', 'page_id': self.page_week.id})
        self.assertEqual(body['result'][1]['error'], 'validation')
        self.assertIn(str(self.q_arrived.id), body['result'][1]['fields'])

    def test_a_choice_of_another_question_is_refused(self):
        token = self.start()
        self.begin(token)
        foreign = self.q_dishes.suggested_answer_ids[0].id
        answers = {**self.first_page_answers(), str(self.q_overall.id): {'choices': [foreign]}}
        params = {**self.access(token), 'answers': answers, 'page_id': self.page_box.id}
        self.rpc_error('/survey/weekbox/submit', params, name='ValidationError')
        # Odoo's own route too (it saved any id it was given).
        data = self.rpc_error(f'/survey/submit/{self.survey.access_token}/{token}',
                              {str(self.q_overall.id): str(foreign), 'page_id': self.page_box.id})
        self.assertEqual(data['name'], 'odoo.exceptions.ValidationError')
        self.assertFalse(self.answer_of(token).user_input_line_ids)

    def test_malformed_answers_are_refused_with_a_reason(self):
        token = self.start()
        self.begin(token)
        other_survey = self._create_survey('Another survey').survey
        cases = [
            {str(self.q_overall.id): {'text': ['a list']}},
            {str(self.q_overall.id): {'choices': 'not a list'}},
            {str(self.q_rating.id): {'rows': {str(self.q_overall.suggested_answer_ids[0].id): [1]}}},
            {str(other_survey.question_ids[0].id): {
                'choices': [other_survey.question_ids[0].suggested_answer_ids[0].id]}},
            {'not-a-question': {'text': 'x'}},
        ]
        for answers in cases:
            with self.subTest(answers=answers):
                params = {**self.access(token), 'answers': answers, 'page_id': self.page_box.id}
                self.rpc_error('/survey/weekbox/submit', params)
        # Another survey's page.
        params = {**self.access(token), 'answers': {}, 'page_id': other_survey.page_ids[0].id}
        self.rpc_error('/survey/weekbox/submit', params)

    def test_going_back_shows_the_answers_saved(self):
        """A half-finished survey resumes where it was left, and the answers
        given come back filled in (Odoo's back button)."""
        self.survey.users_can_go_back = True
        token = self.start()
        self.begin(token)
        answers = self.first_page_answers()
        self.submit(token, answers, page_id=self.page_box.id)
        # Back on the page later: the second page, where the visitor stopped.
        props = self.widget_props(self.get(f'/survey/{self.survey.access_token}/{token}').text, 'survey-form')
        state = props['state']
        self.assertEqual(state['page_id'], self.page_week.id)
        self.assertEqual(state['previous_page_id'], self.page_box.id)
        self.assertTrue(state['can_go_back'])
        back = self.submit(token, {}, page_id=self.page_week.id, previous_page_id=self.page_box.id)
        self.assertEqual(back['state']['page_id'], self.page_box.id)
        self.assertEqual(back['state']['values'], answers)

    def test_one_page_and_per_question_layouts_give_their_screens(self):
        """Odoo's layouts beside page per section: every question on one
        screen (sent once, no progress bar), or one question per screen
        (the progress counted in questions)."""
        one = self._create_survey('Weekbox one page', questions_layout='one_page')
        token = self.start(one.survey)
        state = self.begin(token, survey=one.survey)
        self.assertEqual([section['title'] for section in state['sections']], ['Your box', 'Your week'])
        self.assertEqual(sum(len(section['questions']) for section in state['sections']), 6)
        self.assertEqual((state['submit'], state['progress'], state['page_id']), ('finish', None, 0))
        self.assertEqual(self.submit(token, {}, survey=one.survey)['errors'],
                         {str(one.q_overall.id): 'This question requires an answer.'})
        result = self.submit(token, self.first_page_answers(one), survey=one.survey)
        self.assertEqual(result['state']['screen'], 'done')

        each = self._create_survey('Weekbox per question', questions_layout='page_per_question')
        token = self.start(each.survey)
        state = self.begin(token, survey=each.survey)
        questions = [question for section in state['sections'] for question in section['questions']]
        self.assertEqual([question['id'] for question in questions], [each.q_overall.id])
        self.assertEqual((state['question_id'], state['submit']), (each.q_overall.id, 'next'))
        self.assertEqual(state['progress'], {'current': 0, 'total': 6, 'percent': 0})
        answer = {str(each.q_overall.id): {'choices': [each.q_overall.suggested_answer_ids[0].id]}}
        state = self.submit(token, answer, question_id=each.q_overall.id, survey=each.survey)['state']
        self.assertEqual((state['question_id'], state['progress']['current']), (each.q_dishes.id, 1))

    def test_a_timed_survey_counts_down_then_keeps_what_is_valid_when_time_is_up(self):
        made = self._create_survey('Weekbox timed', is_time_limited=True, time_limit=10)
        timed = made.survey
        token = self.start(timed)
        left = self.begin(token, survey=timed)['time_left_seconds']
        self.assertTrue(540 <= left <= 600, left)
        self.submit(token, self.first_page_answers(made), page_id=made.page_box.id, survey=timed)
        # Time is up (within Odoo's 10 s of grace): the widget sends what is there.
        self.answer_of(token).start_datetime = fields.Datetime.now() - timedelta(minutes=10, seconds=2)
        result = self.submit(token, {
            str(made.q_arrived.id): {'text': '1850-01-01'},
            str(made.q_people.id): {'text': '3'},
        }, page_id=made.page_week.id, survey=timed)
        # No error to correct any more: the valid answers saved, the date out of bounds left out, the answer done.
        self.assertEqual(result['kind'], 'state')
        self.assertEqual(result['state']['screen'], 'done')
        self.assertEqual(self.answer_of(token).state, 'done')
        self.assertEqual(self.lines_of(token, made.q_people).value_numerical_box, 3)
        self.assertFalse(self.lines_of(token, made.q_arrived).filtered(lambda line: not line.skipped))

    def test_a_conditional_question_comes_with_its_trigger_and_is_cleared_without_it(self):
        made = self._create_survey('Weekbox conditional')
        great, poor = made.q_overall.suggested_answer_ids
        made.q_dishes.triggering_answer_ids = poor
        token = self.start(made.survey)
        state = self.begin(token, survey=made.survey)
        questions = {question['id']: question for question in state['sections'][0]['questions']}
        self.assertEqual(questions[made.q_dishes.id]['triggering_answer_ids'], poor.ids)
        self.assertEqual(state['selected_answer_ids'], [])
        # Its answer sent while its trigger is not chosen: Odoo does not keep it.
        answers = self.first_page_answers(made)
        answers[str(made.q_overall.id)] = {'choices': [great.id]}
        result = self.submit(token, answers, page_id=made.page_box.id, survey=made.survey)
        self.assertIn(great.id, result['state']['selected_answer_ids'])
        self.assertNotIn(poor.id, result['state']['selected_answer_ids'])
        self.assertFalse(self.lines_of(token, made.q_dishes))

    def test_print_view_holds_every_question_and_the_answers(self):
        token = self.start()
        self.begin(token)
        self.submit(token, self.first_page_answers(), page_id=self.page_box.id)
        page = self.get(f'/survey/print/{self.survey.access_token}?answer_token={token}').text
        props = self.widget_props(page, 'survey-print')['print']
        self.assertEqual([s['title'] for s in props['sections']], ['Your box', 'Your week'])
        self.assertEqual(props['values'][str(self.q_overall.id)],
                         {'choices': [self.q_overall.suggested_answer_ids[0].id]})
        self.assertNotRegex(page, r'survey\.survey_assets[^"]*\.js')

    def test_a_quiz_is_scored_by_odoo(self):
        made = self._create_survey('Weekbox quiz', scoring_type='scoring_with_answers', scoring_success_min=50)
        quiz = made.survey
        made.q_overall.suggested_answer_ids[0].write({'is_correct': True, 'answer_score': 10})
        token = self.start(quiz)
        self.begin(token, survey=quiz)
        self.submit(token, self.first_page_answers(made), page_id=made.page_box.id, survey=quiz)
        result = self.submit(token, {}, page_id=made.page_week.id, survey=quiz)
        done = result['state']['done']
        self.assertEqual((done['scored'], done['score'], done['passed']), (True, 100, True))
        self.assertIn('review=True', done['review_url'])

    def test_a_quiz_shows_its_corrections_after_each_page(self):
        made = self._create_survey('Weekbox quiz by page', scoring_type='scoring_with_answers_after_page')
        quiz = made.survey
        right = made.q_overall.suggested_answer_ids[1]
        right.write({'is_correct': True, 'answer_score': 10})
        token = self.start(quiz)
        self.begin(token, survey=quiz)
        result = self.submit(token, self.first_page_answers(made), page_id=made.page_box.id, survey=quiz)
        self.assertEqual(result['correct_answers'][str(made.q_overall.id)], {'answer_ids': [right.id], 'value': ''})
        self.assertEqual(result['state']['page_id'], made.page_week.id)
