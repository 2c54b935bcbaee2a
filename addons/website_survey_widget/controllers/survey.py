import re

from odoo import _, http
from odoo.exceptions import UserError, ValidationError
from odoo.http import request

from odoo.addons.survey.controllers.main import Survey
from odoo.addons.website_weekbox.params import as_flag, as_id

# An access token as Odoo makes them (uuid4), with room to spare.
TOKEN_RE = re.compile(r'[0-9A-Za-z-]{1,64}')
QUESTION_KEY_RE = re.compile(r'[0-9]{1,10}')
# The spec's results filter (§2.9): a query item '{row_id},{answer_id}'.
SPEC_FILTER_RE = re.compile(r'([0-9]{1,10}),([0-9]{1,10})')
# Odoo 17's: 'filters=A,<row_id>,<answer_id>|L,0,<input line id>'.
ODOO_FILTER_RE = re.compile(r'([AL]),([0-9]{1,10}),([0-9]{1,10})')
ANSWER_KEYS = {'text', 'choices', 'rows', 'comment'}
MAX_ANSWERS = 500
MAX_CHOICES = 200


def _error_message(code):
    """A visitor's words for the error codes of Odoo's survey routes."""
    messages = {
        'survey_wrong': _("This survey cannot be found."),
        'survey_auth': _("Please log in to answer this survey."),
        'survey_closed': _("This survey is closed."),
        'survey_void': _("This survey has no questions yet."),
        'token_required': _("This survey can only be answered through an invitation."),
        'token_wrong': _("This answer cannot be found, or it was started in another browser."),
        'answer_wrong_user': _("This answer cannot be found, or it was started in another browser."),
        'answer_deadline': _("The deadline to answer this survey has passed."),
        'unauthorized': _("This survey can no longer be answered."),
    }
    return messages.get(code) or (code if isinstance(code, str) else _("This survey cannot be answered now."))


class _RefusedPage(Exception):
    """Odoo refused a page's answers: what it saved of them is undone."""

    def __init__(self, result):
        super().__init__()
        self.result = result


def _token(value, what):
    if not isinstance(value, str) or not TOKEN_RE.fullmatch(value):
        raise ValidationError(_("Invalid %(what)s.", what=what))
    return value


class WeekboxSurvey(Survey):

    # ------------------------------------------------------------
    # Whose answer: on every route Odoo checks an answer token with
    # ------------------------------------------------------------

    def _check_validity(self, survey_token, answer_token, ensure_token=True, check_partner=True):
        """Odoo's checks, then: an answer token is used only by its visitor
        (survey.user_input._weekbox_is_visitors), on every survey route (the
        print view included, which Odoo opens to any holder of the token)."""
        validity = super()._check_validity(survey_token, answer_token, ensure_token=ensure_token,
                                           check_partner=check_partner)
        if validity is True and answer_token:
            answer_sudo = self._fetch_from_access_token(survey_token, answer_token)[1]
            if answer_sudo and not answer_sudo._weekbox_is_visitors(request.env.user, request.session):
                return 'answer_wrong_user'
        return validity

    # ------------------------------------------------------------
    # The survey as JSON: Odoo's own routes answer it instead of HTML
    # ------------------------------------------------------------

    def _prepare_question_html(self, survey_sudo, answer_sudo, **post):
        """On the widget's routes, the next screen as JSON (the state the
        page's props hold) rather than the HTML fragments Odoo's form swaps."""
        if getattr(request, 'weekbox_survey_json', False):
            data = self._prepare_survey_data(survey_sudo, answer_sudo, **post)
            return answer_sudo._prepare_weekbox_survey_state(data)
        return super()._prepare_question_html(survey_sudo, answer_sudo, **post)

    def _weekbox_takes_over(self, answer_sudo):
        """Live sessions (a host drives the questions) keep Odoo's own page."""
        return bool(answer_sudo) and not answer_sudo.is_session_answer

    @http.route()
    def survey_display_page(self, survey_token, answer_token, **post):
        response = super().survey_display_page(survey_token, answer_token, **post)
        qcontext = getattr(response, 'qcontext', None)
        answer_sudo = qcontext and qcontext.get('answer')
        if getattr(response, 'is_qweb', False) and self._weekbox_takes_over(answer_sudo) and 'survey' in qcontext:
            qcontext['weekbox_survey_react'] = True
            qcontext['weekbox_survey_state'] = answer_sudo._prepare_weekbox_survey_state(qcontext)
        return response

    @http.route()
    def survey_print(self, survey_token, review=False, answer_token=None, **post):
        response = super().survey_print(survey_token, review=review, answer_token=answer_token, **post)
        qcontext = getattr(response, 'qcontext', None)
        if getattr(response, 'is_qweb', False) and qcontext and 'questions_to_display' in qcontext:
            answer_sudo = qcontext['answer']
            if not answer_sudo or self._weekbox_takes_over(answer_sudo):
                qcontext['weekbox_survey_react'] = True
                qcontext['weekbox_survey_print_state'] = answer_sudo._prepare_weekbox_print_state(
                    qcontext['survey'], qcontext['questions_to_display'], review=bool(review),
                    corrections=bool(qcontext.get('scoring_display_correction')),
                    graph_data=qcontext.get('graph_data'))
        return response

    @http.route('/survey/weekbox/begin', type='json', auth='public', website=True, weekbox_rpc=True)
    def weekbox_survey_begin(self, survey_token=None, answer_token=None):
        """Starts the answer (Odoo's /survey/begin) and answers its first screen."""
        survey_token, answer_token = _token(survey_token, _("survey")), _token(answer_token, _("answer"))
        request.weekbox_survey_json = True
        result = self.survey_begin(survey_token, answer_token)[1]
        if 'error' in result:
            raise UserError(_error_message(result['error']))
        return result

    @http.route('/survey/weekbox/submit', type='json', auth='public', website=True, weekbox_rpc=True)
    def weekbox_survey_submit(self, survey_token=None, answer_token=None, answers=None, page_id=None,
                              question_id=None, previous_page_id=None, next_skipped=False):
        """A screen's answers through Odoo's own submit route (its validation,
        saving, scoring and navigation): the next screen, or the questions'
        errors. `previous_page_id`: going back (Odoo's back button and
        breadcrumb); `next_skipped`: to the next mandatory question skipped."""
        survey_token, answer_token = _token(survey_token, _("survey")), _token(answer_token, _("answer"))
        post = self._weekbox_odoo_answers(answers)
        for key, value in (('page_id', page_id), ('question_id', question_id),
                           ('previous_page_id', previous_page_id)):
            if value not in (None, False, 0):
                post[key] = as_id(value, key)
        if as_flag(next_skipped):
            post['next_skipped_page_or_question'] = True
        request.weekbox_survey_json = True
        correct_answers, result = self.survey_submit(survey_token, answer_token, **post)
        if result.get('error') == 'validation':
            return {'kind': 'errors', 'errors': {str(key): str(message) for key, message in result['fields'].items()}}
        if 'error' in result:
            raise UserError(_error_message(result['error']))
        return {'kind': 'state', 'state': result, 'correct_answers': self._weekbox_correct_answers(correct_answers)}

    def _weekbox_correct_answers(self, correct_answers):
        """Odoo's correct answers of a quiz's page ({question: [choice ids] or
        a value}) as {question id: {answer_ids, value}}."""
        return {
            str(question_id): {
                'answer_ids': value if isinstance(value, list) else [],
                'value': '' if isinstance(value, list) else str(value or ''),
            } for question_id, value in (correct_answers or {}).items()
        }

    def _weekbox_odoo_answers(self, answers):
        """The widget's answers ({question id: {text, choices, rows, comment}})
        in the shape Odoo's submit route reads (survey's controller,
        _extract_comment_from_answers)."""
        if answers is None:
            return {}
        if not isinstance(answers, dict) or len(answers) > MAX_ANSWERS:
            raise ValidationError(_("The answers must be given per question."))
        post = {}
        for key, value in answers.items():
            if not QUESTION_KEY_RE.fullmatch(key) or not isinstance(value, dict) or not set(value) <= ANSWER_KEYS:
                raise ValidationError(_("The answers must be given per question."))
            text, choices = value.get('text'), value.get('choices') or []
            rows, comment = value.get('rows') or {}, value.get('comment') or ''
            if (text is not None and not isinstance(text, str)) or not isinstance(comment, str) \
                    or not isinstance(choices, list) or len(choices) > MAX_CHOICES or not isinstance(rows, dict) \
                    or len(rows) > MAX_CHOICES:
                raise ValidationError(_("The answers must be given per question."))
            if rows:
                odoo = {str(row): columns for row, columns in rows.items()}
                if comment:
                    odoo['comment'] = comment
            elif choices or comment:
                odoo = [*choices, {'comment': comment}] if comment else choices
                if len(odoo) == 1 and not comment:
                    odoo = odoo[0]
            else:
                odoo = text or ''
            post[key] = odoo
        return post

    @http.route()
    def survey_submit(self, survey_token, answer_token, **post):
        """Odoo's submit, once its answers are checked (the widget's route and
        anyone posting to Odoo's): refused when they are not of their
        question's shape or name another question's choices; answered with
        the questions' errors when a date or number is outside the spec's
        bounds (§5.5), nothing saved. When the survey's time is up Odoo
        saves what is valid and ends the answer: so do we."""
        survey_sudo, answer_sudo = self._fetch_from_access_token(survey_token, answer_token)
        if not (survey_sudo and answer_sudo and answer_sudo._weekbox_is_visitors(request.env.user, request.session)):
            return super().survey_submit(survey_token, answer_token, **post)
        timed_out = answer_sudo.survey_time_limit_reached or answer_sudo.question_time_limit_reached
        errors = self._weekbox_check_submit(survey_sudo, post)
        if errors:
            if not timed_out:
                return {}, {'error': 'validation', 'fields': errors}
            for question_id in errors:
                post[str(question_id)] = ''
        # Odoo saves the valid answers of a page it refuses (and, on a survey
        # without going back, then refuses to overwrite them when the page is
        # sent again: "This answer cannot be overwritten."): a refused page
        # saves nothing here, so it can be corrected and sent again.
        try:
            with request.env.cr.savepoint():
                result = super().survey_submit(survey_token, answer_token, **post)
                if result[1].get('error') == 'validation' and not timed_out:
                    raise _RefusedPage(result)
        except _RefusedPage as refused:
            request.env.invalidate_all()
            result = refused.result
        return result

    def _weekbox_check_submit(self, survey_sudo, post):
        entries = survey_sudo.question_and_page_ids
        for key in ('page_id', 'question_id', 'previous_page_id'):
            if key in post:
                value = as_id(post[key], key)
                if value not in entries.ids:
                    raise ValidationError(_("This page is not one of the survey's."))
                post[key] = value
        errors = {}
        questions = {question.id: question for question in survey_sudo.question_ids}
        for key, value in post.items():
            if not QUESTION_KEY_RE.fullmatch(key):
                continue
            question = questions.get(int(key))
            if not question:
                raise ValidationError(_("This question is not one of the survey's."))
            message = question._weekbox_check_submitted_answer(value)
            if message:
                errors[question.id] = message
        return errors

    # ------------------------------------------------------------
    # Results: the spec's filter URLs beside Odoo 17's
    # ------------------------------------------------------------

    @http.route()
    def survey_report(self, survey, answer_token=None, **post):
        """Odoo's results page, reading the spec's filter grammar (§2.9: query
        items '{row_id},{answer_id}', a 'finished' flag) and Odoo 17's
        ('filters=A,row,answer|L,0,line', 'finished=true') alike. Filters
        naming nothing of this survey, or malformed, are left out (Odoo's
        own parsing crashed on them)."""
        post = self._weekbox_results_post(survey, post)
        response = super().survey_report(survey, answer_token=answer_token, **post)
        qcontext = getattr(response, 'qcontext', None)
        if getattr(response, 'is_qweb', False) and qcontext is not None:
            qcontext['weekbox_survey_react'] = True
            qcontext['weekbox_results_filters'] = self._prepare_weekbox_results_filters(qcontext)
        return response

    def _weekbox_results_post(self, survey, post):
        post = dict(post)
        items = []
        for key in list(post):
            match = SPEC_FILTER_RE.fullmatch(key)
            if match:
                post.pop(key)
                items.append(('A', int(match.group(1)), int(match.group(2))))
        filters = post.pop('filters', '')
        for item in (filters if isinstance(filters, str) else '').split('|'):
            match = ODOO_FILTER_RE.fullmatch(item.strip())
            if match:
                items.append((match.group(1), int(match.group(2)), int(match.group(3))))
        kept = survey.sudo()._weekbox_filter_items(items)
        if kept:
            post['filters'] = '|'.join(f'{key},{row},{record}' for key, row, record in kept)
        for flag in ('finished', 'failed', 'passed'):
            if flag in post:
                if post[flag] in ('', 'true', 'True', '1'):
                    post[flag] = 'true'
                else:
                    post.pop(flag)
        return post

    def _prepare_weekbox_results_filters(self, qcontext):
        """The results page's filters as the filters widget shows them."""
        survey_data = qcontext.get('survey_data') or {}
        return {
            'has_answers': bool(qcontext.get('question_and_page_data')),
            'scored': qcontext['survey'].scoring_type != 'no_scoring',
            'finished': bool(qcontext.get('search_finished')),
            'passed': bool(qcontext.get('search_passed')),
            'failed': bool(qcontext.get('search_failed')),
            'counts': {key: int(survey_data.get(f'count_{key}') or 0)
                       for key in ('all', 'finished', 'passed', 'failed')},
            'filters': [{
                'question': str(item['question'] or ''),
                'answer': str(item['answer'] if item['answer'] is not False else ''),
                'key': item['model_short_key'],
                'row_id': int(item['row_id'] or 0),
                'record_id': int(item['record_id']),
            } for item in qcontext.get('search_filters') or []],
        }
