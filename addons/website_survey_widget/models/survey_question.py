import math
import re
from datetime import date, datetime

from dateutil.relativedelta import relativedelta

from odoo import _, fields, models
from odoo.exceptions import ValidationError
from odoo.tools import format_date, format_datetime, is_html_empty

# The spec's bounds (§5.5), on every route that takes answers (Odoo's own too):
# dates from the year 1900 to 200 years from today, whole numbers within 32 bits.
DATE_MIN = date(1900, 1, 1)
DATE_YEARS_AHEAD = 200
INT_MIN = -2147483648
INT_MAX = 2147483647
# A typed answer longer than this is no answer (Odoo has no limit).
TEXT_MAX_LENGTH = 10000
ISO_DATE_RE = re.compile(r'[0-9]{4}-[0-9]{2}-[0-9]{2}')
ISO_DATETIME_RE = re.compile(r'[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}')
ID_RE = re.compile(r'[0-9]{1,10}')
TEXT_TYPES = ('char_box', 'text_box', 'numerical_box', 'date', 'datetime')


def survey_date_bounds(today):
    """The first and last date a survey answer may hold (§5.5), `today` being today."""
    return DATE_MIN, today + relativedelta(years=DATE_YEARS_AHEAD)


class SurveyQuestion(models.Model):
    _inherit = 'survey.question'

    # ------------------------------------------------------------
    # The question as the survey widget shows it
    # ------------------------------------------------------------

    def _prepare_weekbox_question_values(self, survey_token=None, answer_token=None):
        """One question in JSON (widgets/core/rpc/routes/survey-routes.ts,
        surveyQuestionSchema). `required`: what Odoo's own form checks before
        sending (a mandatory question of a survey without going back, or of a
        one-page survey); the server checks again."""
        self.ensure_one()
        survey = self.survey_id
        images = survey_token and answer_token and any(self.suggested_answer_ids.mapped('value_image'))
        validation = None
        if self.validation_required or self.validation_email:
            validation = {
                'email': bool(self.validation_email),
                'length_min': self.validation_length_min if self.question_type == 'char_box' else 0,
                'length_max': self.validation_length_max if self.question_type == 'char_box' else 0,
                'min': self.validation_min_float_value if self.question_type == 'numerical_box' else 0,
                'max': self.validation_max_float_value if self.question_type == 'numerical_box' else 0,
                'min_date': self._weekbox_bound_text('min'),
                'max_date': self._weekbox_bound_text('max'),
                'message': self.validation_error_msg or _("The answer you entered is not valid."),
            }
            if not self.validation_required:
                validation.update(length_min=0, length_max=0, min=0, max=0, min_date='', max_date='')
        return {
            'id': self.id,
            'title': self.title or '',
            'description': '' if is_html_empty(self.description) else str(self.description),
            'type': self.question_type,
            'mandatory': bool(self.constr_mandatory),
            'required': bool(self.constr_mandatory and (
                not survey.users_can_go_back or survey.questions_layout == 'one_page')),
            'error_message': self.constr_error_msg or _("This question requires an answer."),
            'placeholder': self.question_placeholder or '',
            'validation': validation,
            'answers': [{
                'id': answer.id,
                'value': answer.value or '',
                'image_url': (
                    f'/survey/get_question_image/{survey_token}/{answer_token}/{self.id}/{answer.id}'
                    if images and answer.value_image else ''),
            } for answer in self.suggested_answer_ids],
            'rows': [{'id': row.id, 'value': row.value or ''} for row in self.matrix_row_ids],
            'matrix_subtype': self.matrix_subtype or 'simple',
            'comments': {
                'allowed': bool(self.comments_allowed),
                'message': self.comments_message or _("If other, please specify:"),
                'count_as_answer': bool(self.comments_allowed and self.comment_count_as_answer),
            },
            'triggering_answer_ids': self.triggering_answer_ids.ids
            if survey.questions_selection != 'random' else [],
        }

    def _weekbox_bound_text(self, which):
        """The question's own date (time) bound, as the widget reads it."""
        if self.question_type == 'date':
            value = self[f'validation_{which}_date']
            return fields.Date.to_string(value) if value else ''
        if self.question_type == 'datetime':
            value = self[f'validation_{which}_datetime']
            return fields.Datetime.to_string(value) if value else ''
        return ''

    def _weekbox_today(self):
        """Today, for the date bounds (tests pin it by patching this method)."""
        return fields.Date.today()

    # ------------------------------------------------------------
    # What a submit may hold (Odoo's shape, see survey's controller
    # _extract_comment_from_answers)
    # ------------------------------------------------------------

    def _weekbox_check_submitted_answer(self, value):
        """Checks one question's answer as Odoo's submit route takes it.

        A value of the wrong shape (a list for a text, another question's
        choice, a matrix row of another question...) is refused with a
        ValidationError: Odoo would crash on it or save a foreign answer.
        A well-formed value outside the spec's bounds (§5.5: a date before
        1900 or more than 200 years ahead, a number beyond 32 bits) is an
        answer error, returned as the question's message (the visitor fixes
        it); None when the answer may go to Odoo's own validation."""
        self.ensure_one()
        if value in (None, False, ''):
            return None
        if self.question_type in TEXT_TYPES:
            number = isinstance(value, (int, float)) and not isinstance(value, bool)
            if number and self.question_type == 'numerical_box':
                value = repr(value)
            if not isinstance(value, str):
                raise ValidationError(_("The answer to “%s” must be text.", self.title))
            if len(value) > TEXT_MAX_LENGTH:
                raise ValidationError(_("The answer to “%s” is too long.", self.title))
            if '\x00' in value:
                raise ValidationError(_("The answer to “%s” contains an invalid character.", self.title))
            return self._weekbox_bounds_error(value.strip())
        comment = None
        if self.question_type == 'matrix':
            if not isinstance(value, dict):
                raise ValidationError(_("The answer to “%s” must be a choice per row.", self.title))
            rows = dict(value)
            comment = rows.pop('comment', None)
            if len(rows) > len(self.matrix_row_ids):
                raise ValidationError(_("The answer to “%s” has too many rows.", self.title))
            for row_key, columns in rows.items():
                if not (isinstance(row_key, str) and ID_RE.fullmatch(row_key)
                        and int(row_key) in self.matrix_row_ids.ids):
                    raise ValidationError(_("The answer to “%s” names a row it does not have.", self.title))
                if not isinstance(columns, list) or not columns:
                    raise ValidationError(_("The answer to “%s” must be a choice per row.", self.title))
                if self.matrix_subtype == 'simple' and len(columns) > 1:
                    raise ValidationError(_("“%s” takes one choice per row.", self.title))
                self._weekbox_check_choice_ids(columns)
        else:
            items = value if isinstance(value, list) else [value]
            choices = []
            for item in items:
                if isinstance(item, dict):
                    if set(item) != {'comment'} or comment is not None:
                        raise ValidationError(_("The answer to “%s” is not one of its choices.", self.title))
                    comment = item['comment']
                else:
                    choices.append(item)
            if self.question_type == 'simple_choice' and len(choices) > 1:
                raise ValidationError(_("“%s” takes one choice.", self.title))
            self._weekbox_check_choice_ids(choices)
        if comment is not None:
            if not self.comments_allowed:
                raise ValidationError(_("“%s” takes no comment.", self.title))
            if not isinstance(comment, str) or len(comment) > TEXT_MAX_LENGTH or '\x00' in comment:
                raise ValidationError(_("The comment on “%s” is not valid text.", self.title))
        return None

    def _weekbox_check_choice_ids(self, choices):
        """Each choice one of the question's own suggested answers (Odoo saves
        any id it is given)."""
        for choice in choices:
            if isinstance(choice, int) and not isinstance(choice, bool):
                choice = str(choice)
            if not (isinstance(choice, str) and ID_RE.fullmatch(choice)
                    and int(choice) in self.suggested_answer_ids.ids):
                raise ValidationError(_("The answer to “%s” is not one of its choices.", self.title))

    def _weekbox_bounds_error(self, text):
        """The message of a typed answer outside the spec's bounds, else None."""
        if not text:
            return None
        if self.question_type == 'numerical_box':
            try:
                number = float(text)
            except ValueError:
                return None  # Odoo's own message: 'This is not a number'
            if not math.isfinite(number) or not INT_MIN <= number <= INT_MAX:
                return _("Enter a number between %(min)s and %(max)s.", min=INT_MIN, max=INT_MAX)
            return None
        if self.question_type not in ('date', 'datetime'):
            return None
        first, last = survey_date_bounds(self._weekbox_today())
        pattern = ISO_DATE_RE if self.question_type == 'date' else ISO_DATETIME_RE
        if not pattern.fullmatch(text):
            return _("This is not a date")
        try:
            day = datetime.strptime(text[:10], '%Y-%m-%d').date()
        except ValueError:
            return _("This is not a date")
        if not first <= day <= last:
            return _("Enter a date between %(first)s and %(last)s.",
                     first=format_date(self.env, first), last=format_date(self.env, last))
        return None

    # ------------------------------------------------------------
    # Results
    # ------------------------------------------------------------

    def _prepare_weekbox_result_rows(self, lines, no_print_url=False):
        """The typed answers of a results table (its non-skipped input lines,
        in order) as the table widget shows them: the answer in the
        visitor's language, the answer's print view, the line to filter on."""
        rows = []
        for line in lines:
            if line.skipped:
                continue
            value = line._get_answer_value()
            if line.answer_type == 'numerical_box':
                value = str(int(value)) if float(value).is_integer() else repr(value)
            elif line.answer_type == 'date':
                value = format_date(self.env, value)
            elif line.answer_type == 'datetime':
                value = format_datetime(self.env, value, dt_format=False)
            rows.append({
                'line_id': line.id,
                'value': str(value or ''),
                'url': '' if no_print_url else line.user_input_id.get_print_url(),
            })
        return rows
