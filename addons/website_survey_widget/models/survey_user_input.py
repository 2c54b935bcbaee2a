import json

from odoo import _, fields, models
from odoo.tools import is_html_empty

# The answers a browser started, by token, in its Odoo session.
SESSION_KEY = 'weekbox_survey_answer_tokens'
SESSION_MAX_TOKENS = 50


def _number_text(value):
    return str(int(value)) if float(value).is_integer() else repr(value)


class SurveyUserInput(models.Model):
    _inherit = 'survey.user_input'

    # ------------------------------------------------------------
    # Whose answer is it
    # ------------------------------------------------------------

    def _weekbox_remember_in_session(self, session):
        """Remembers these answers as the session's visitor's (the newest
        SESSION_MAX_TOKENS of them)."""
        tokens = [token for token in session.get(SESSION_KEY, []) if token not in self.mapped('access_token')]
        session[SESSION_KEY] = (tokens + self.mapped('access_token'))[-SESSION_MAX_TOKENS:]

    def _weekbox_is_visitors(self, user, session):
        """Whether `user` in this browser `session` may use this answer by its
        token. Odoo 17 lets anyone holding an anonymous answer's token read
        (print view) and change it: here an anonymous answer belongs to the
        browser that started it. Also theirs: a logged-in person's own
        answers, invitations (Odoo sent their token to the person invited),
        and every answer for the survey's staff (they see them all in the
        back office anyway)."""
        self.ensure_one()
        if self.access_token in session.get(SESSION_KEY, []):
            return True
        if not user._is_public() and self.partner_id and self.partner_id == user.partner_id:
            return True
        if self.invite_token:
            return True
        return user.has_group('survey.group_survey_user')

    # ------------------------------------------------------------
    # The answer as the survey widget shows it
    # ------------------------------------------------------------

    def _prepare_weekbox_values(self, questions):
        """The saved answers of `questions`, as the widget's inputs hold them
        and the widget's submit sends them (surveyAnswerSchema):
        {question id: {text, choices, rows, comment}}."""
        values = {}
        for question in questions:
            lines = self.user_input_line_ids.filtered(lambda line, q=question: line.question_id == q)
            if not lines:
                continue
            value = {'text': '', 'choices': [], 'rows': {}, 'comment': ''}
            for line in lines:
                if line.skipped:
                    continue
                if line.answer_type == 'suggestion':
                    if line.matrix_row_id:
                        value['rows'].setdefault(str(line.matrix_row_id.id), []).append(line.suggested_answer_id.id)
                    else:
                        value['choices'].append(line.suggested_answer_id.id)
                elif question.question_type in ('simple_choice', 'multiple_choice', 'matrix'):
                    value['comment'] = line.value_char_box or ''
                elif line.answer_type == 'numerical_box':
                    value['text'] = _number_text(line.value_numerical_box)
                elif line.answer_type == 'date':
                    value['text'] = fields.Date.to_string(line.value_date) if line.value_date else ''
                elif line.answer_type == 'datetime':
                    value['text'] = fields.Datetime.to_string(line.value_datetime) if line.value_datetime else ''
                elif line.answer_type in ('char_box', 'text_box'):
                    value['text'] = line[f'value_{line.answer_type}'] or ''
            values[str(question.id)] = {key: item for key, item in value.items() if item}
        return values

    def _weekbox_sections(self, entries, survey_token, answer_token):
        """Pages and their questions, in order, as sections: questions before
        the first page (or of a layout without pages) in an untitled one."""
        sections = []
        for entry in entries:
            if entry.is_page:
                sections.append({
                    'id': entry.id,
                    'title': entry.title or '',
                    'description': '' if is_html_empty(entry.description) else str(entry.description),
                    'questions': [],
                })
                continue
            if not sections:
                sections.append({'id': 0, 'title': '', 'description': '', 'questions': []})
            sections[-1]['questions'].append(entry._prepare_weekbox_question_values(survey_token, answer_token))
        return sections

    def _weekbox_progress(self, data):
        """Odoo's progress bar (survey.survey_progression), in numbers."""
        survey = self.survey_id
        if self.state != 'in_progress' or survey.questions_layout == 'one_page' or survey.has_conditional_questions:
            return None
        if survey.questions_layout == 'page_per_section':
            page = data.get('page')
            ids = survey.page_ids.ids
            if not page or page.id not in ids:
                return None
            current = ids.index(page.id) + (1 if survey.progression_mode == 'number' else 0)
        else:
            question = data.get('question')
            random = not self.is_session_answer and survey.questions_selection == 'random'
            ids = self.predefined_question_ids.ids if random else survey.question_ids.ids
            if not question or question.is_page or question.id not in ids:
                return None
            current = ids.index(question.id)
        if len(ids) <= 1:
            return None
        return {'current': current, 'total': len(ids), 'percent': round(100 * current / len(ids))}

    def _weekbox_time_left(self):
        """Seconds left of a timed survey (None: not timed), from the server's
        clock: the widget counts down from when it got them."""
        survey = self.survey_id
        if self.is_session_answer or not survey.is_time_limited or not self.start_datetime:
            return None
        elapsed = (fields.Datetime.now() - self.start_datetime).total_seconds()
        return max(0, int(survey.time_limit * 60 - elapsed))

    def _weekbox_done_values(self):
        survey = self.survey_id
        scored = survey.scoring_type != 'no_scoring' and bool(survey.scoring_success_min)
        attempts_left = None
        if survey.is_attempts_limited and not self.scoring_success:
            attempts_left = survey._get_number_of_attempts_lefts(self.partner_id, self.email, self.invite_token)
        can_retry = not self.scoring_success and not self.is_session_answer and (
            attempts_left is None and scored or bool(attempts_left))
        return {
            'description': '' if is_html_empty(survey.description_done) else str(survey.description_done),
            'scored': scored,
            'score': self.scoring_percentage if scored else 0,
            'passed': bool(self.scoring_success) if scored else False,
            'certification_url': f'/survey/{survey.id}/get_certification'
            if scored and self.scoring_success and survey.certification else '',
            'attempts_left': attempts_left,
            'retry_url': f'/survey/retry/{survey.access_token}/{self.access_token}' if can_retry else '',
            'review_url': f'/survey/print/{survey.access_token}?answer_token={self.access_token}&review=True'
            if survey.scoring_type != 'scoring_without_answers' else '',
        }

    def _prepare_weekbox_survey_state(self, data):
        """The survey as the widget shows it now, from what Odoo's controller
        prepared for its own page (`data`: page or question, survey_last,
        previous_page_id, can_go_back...): widgets/core/rpc/routes/
        survey-routes.ts, surveyStateSchema. One shape for the page's first
        paint (props) and every answer of the survey routes."""
        self.ensure_one()
        survey = self.survey_id
        survey_token, answer_token = survey.access_token, self.access_token
        state = {
            'survey_token': survey_token,
            'answer_token': answer_token,
            'survey': survey._prepare_weekbox_survey_values(),
            'screen': 'start',
            'sections': [],
            'values': {},
            'selected_answer_ids': self._get_selected_suggested_answers().ids,
            'skipped_question_ids': [],
            'page_id': 0,
            'question_id': 0,
            'previous_page_id': 0,
            'can_go_back': False,
            'submit': 'next',
            'progress': None,
            'breadcrumb': [],
            'time_left_seconds': self._weekbox_time_left(),
            'test_entry': bool(self.test_entry),
            'done': None,
        }
        finished = self.state == 'done' or ('page' not in data and 'question' not in data and self.state != 'new')
        if finished:
            state.update(screen='done', done=self._weekbox_done_values(), time_left_seconds=None)
            return state
        if self.state == 'new':
            return state
        layout = survey.questions_layout
        predefined = self.predefined_question_ids
        if layout == 'one_page':
            entries = survey.question_and_page_ids.filtered(lambda q: q.is_page or q in predefined)
        elif layout == 'page_per_section':
            page = data.get('page')
            entries = page + page.question_ids.filtered(lambda q: q in predefined) if page else page
            state['page_id'] = page.id if page else 0
        else:
            entries = data.get('question') or self.env['survey.question']
            state['question_id'] = entries.id if entries else 0
        questions = entries.filtered(lambda q: not q.is_page)
        skipped = self._get_skipped_questions()
        current = entries[:1]
        if layout == 'one_page':
            submit = 'finish'
        elif data.get('survey_last'):
            submit = 'finish'
        elif self.survey_first_submitted and (
                (layout == 'page_per_section' and current in skipped.page_id)
                or (layout == 'page_per_question' and current in skipped)):
            submit = 'next_skipped'
        else:
            submit = 'next'
        state.update({
            'screen': 'questions',
            'sections': self._weekbox_sections(entries, survey_token, answer_token),
            'values': self._prepare_weekbox_values(questions),
            'skipped_question_ids': (skipped & questions).ids,
            'previous_page_id': data.get('previous_page_id') or 0,
            'can_go_back': bool(survey.users_can_go_back and data.get('can_go_back')),
            'submit': submit,
            'progress': self._weekbox_progress(data),
            'breadcrumb': [{'id': page.id, 'title': page.title or ''} for page in survey.page_ids]
            if layout == 'page_per_section' and not survey.has_conditional_questions else [],
        })
        return state

    def _prepare_weekbox_print_state(self, survey, questions_to_display, review=False, corrections=False,
                                     graph_data=False):
        """The print view (no submit: every input disabled): every question of
        the survey the answer (`self`, maybe none) had to answer, with its
        answers; a quiz's corrections and score charts when Odoo's print page
        shows them (`corrections`, `graph_data`)."""
        entries = survey.question_and_page_ids.filtered(
            lambda q: q.is_page or not self or q in (self.predefined_question_ids & questions_to_display))
        # A page is shown when it has a question to show, or a description.
        shown = self.env['survey.question']
        for entry in entries:
            if not entry.is_page or entry.question_ids & entries or not is_html_empty(entry.description):
                shown |= entry
        questions = shown.filtered(lambda q: not q.is_page)
        state = {
            'survey': survey._prepare_weekbox_survey_values(),
            'review_retry_url': '',
            'sections': self._weekbox_sections(shown, survey.access_token, self.access_token or ''),
            'values': self._prepare_weekbox_values(questions) if self else {},
            'skipped_question_ids': self.user_input_line_ids.filtered('skipped').question_id.ids if self else [],
            'corrections': {},
            'score_charts': None,
        }
        if review and self:
            state['review_retry_url'] = self._weekbox_done_values()['retry_url']
        if corrections and self:
            state['corrections'] = self._weekbox_corrections(questions)
        if graph_data:
            statistics = json.loads(graph_data) if isinstance(graph_data, str) else graph_data
            state['score_charts'] = self._weekbox_score_charts(statistics)
        return state

    def _weekbox_corrections(self, questions):
        """Per question: its right choices, or its right value and whether the
        answer had it (the print view's review of a quiz)."""
        corrections = {}
        for question in questions.filtered('is_scored_question'):
            lines = self.user_input_line_ids.filtered(lambda line, q=question: line.question_id == q)
            if question.question_type in ('simple_choice', 'multiple_choice'):
                corrections[str(question.id)] = {
                    'answer_ids': question.suggested_answer_ids.filtered('is_correct').ids,
                    'value': '', 'correct': bool(lines) and all(lines.mapped('answer_is_correct')),
                }
            elif question.question_type in ('numerical_box', 'date', 'datetime'):
                right = question[f'answer_{question.question_type}']
                if question.question_type == 'numerical_box':
                    right = _number_text(right)
                else:
                    right = fields.Datetime.to_string(right) if question.question_type == 'datetime' \
                        else fields.Date.to_string(right)
                corrections[str(question.id)] = {
                    'answer_ids': [], 'value': right or '',
                    'correct': bool(lines) and all(lines.mapped('answer_is_correct')),
                }
        return corrections

    def _weekbox_score_charts(self, statistics):
        """Odoo's print-view charts of a quiz (its 'doughnut' and 'by_section'
        graphs) as the widgets' chart data: totals for a pie, sections as
        series of a grouped bar chart."""
        by_section = statistics.get('by_section') or {}
        kinds = [('correct', _("Correct")), ('partial', _("Partially")),
                 ('incorrect', _("Incorrect")), ('skipped', _("Unanswered"))]
        return {
            'totals': [{'text': str(item.get('text', '')), 'count': int(item.get('count') or 0)}
                       for item in statistics.get('totals') or []],
            'by_section': [{
                'key': label,
                'values': [{'text': str(section), 'count': int(counts.get(kind) or 0)}
                           for section, counts in by_section.items()],
            } for kind, label in kinds] if by_section else [],
        }
