import random
from datetime import timedelta

from odoo import fields, models
from odoo.http import request
from odoo.tools import is_html_empty


class SurveySurvey(models.Model):
    _inherit = 'survey.survey'

    def _create_answer(self, user=False, partner=False, email=False, test_entry=False, check_attempts=True,
                       **additional_vals):
        """Odoo's, and the new answers' tokens remembered in the visitor's
        session: an answer started in a browser is that visitor's, and only
        theirs (survey.user_input._weekbox_is_visitors)."""
        answers = super()._create_answer(user=user, partner=partner, email=email, test_entry=test_entry,
                                         check_attempts=check_attempts, **additional_vals)
        if request and getattr(request, 'session', None) is not None:
            answers.sudo()._weekbox_remember_in_session(request.session)
        return answers

    def _prepare_weekbox_survey_values(self):
        """What the survey widget shows of the survey itself (surveySchema)."""
        self.ensure_one()
        return {
            'title': self.title or '',
            'description': '' if is_html_empty(self.description) else str(self.description),
            'layout': self.questions_layout,
            'progression_mode': self.progression_mode or 'percent',
            'users_can_go_back': bool(self.users_can_go_back),
            'scoring_type': self.scoring_type,
            'certification': bool(self.certification),
            'time_limit_minutes': self.time_limit if self.is_time_limited else 0,
        }

    def _weekbox_filter_items(self, items):
        """Of the results filters `items` ((key, row id, record id): 'A' an
        answer of a choice or matrix question, its matrix row or 0; 'L' a
        typed answer's line), those that name this survey's records, each
        once, in order: what Odoo's results page can filter on."""
        self.ensure_one()
        answer_ids = {record for key, _row, record in items if key == 'A'}
        line_ids = {record for key, row, record in items if key == 'L' and not row}
        answers = self.env['survey.question.answer'].browse(answer_ids).exists().filtered(
            lambda answer: answer.question_id.survey_id == self)
        lines = self.env['survey.user_input.line'].browse(line_ids).exists().filtered(
            lambda line: line.survey_id == self)
        kept = []
        for key, row, record in items:
            if (key, row, record) in kept:
                continue
            if key == 'A':
                answer = answers.filtered(lambda a, record=record: a.id == record)
                if not answer or (row and row not in answer.question_id.matrix_row_ids.ids) \
                        or (not row and answer.question_id.question_type == 'matrix'):
                    continue
            elif record not in lines.ids or row:
                continue
            kept.append((key, row, record))
        return kept[:50]

    def _weekbox_demo_answers(self, count):
        """Demo data only: `count` finished answers of this survey, the same
        on every install (a seeded draw), saved through Odoo's own answer
        methods as its submit route saves them."""
        self.ensure_one()
        draw = random.Random(20261128)
        remarks = ["More vegetarian dishes, please.", "The recipe cards could be bigger.",
                   "Delivery before noon would be great.", "Everything was perfect!",
                   "Less packaging.", "Spicier curry next time."]
        today = fields.Date.today()
        for index in range(count):
            answer = self._create_answer(email=f'box-feedback-{index + 1}@example.com', check_attempts=False)
            for question in self.question_ids:
                kind = question.question_type
                if kind == 'simple_choice':
                    value = draw.choice(question.suggested_answer_ids[:3].ids + question.suggested_answer_ids.ids)
                elif kind == 'multiple_choice':
                    value = draw.sample(question.suggested_answer_ids.ids, draw.randint(1, 3))
                elif kind == 'matrix':
                    columns = question.suggested_answer_ids[1:].ids + question.suggested_answer_ids.ids
                    value = {row.id: [draw.choice(columns)] for row in question.matrix_row_ids}
                elif kind == 'date':
                    value = fields.Date.to_string(today - timedelta(days=draw.randint(1, 20)))
                elif kind == 'numerical_box':
                    value = str(draw.randint(1, 6))
                elif kind == 'text_box':
                    value = remarks[index % len(remarks)] if index % 3 else ''
                else:
                    continue
                answer._save_lines(question, value)
            answer._mark_done()
