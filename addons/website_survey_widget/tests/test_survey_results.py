from odoo.tests import tagged

from odoo.addons.website_survey_widget.tests.common import SurveyWidgetCommon


@tagged('post_install', '-at_install')
class TestSurveyResults(SurveyWidgetCommon):

    def setUp(self):
        super().setUp()
        great, poor = self.q_overall.suggested_answer_ids
        bad, good = self.q_rating.suggested_answer_ids
        freshness, delivery = self.q_rating.matrix_row_ids
        # Three answers: two finished (Great, Poor), one left on its first page (Great).
        for choice, finished, text in ((great, True, 'More vegetables'), (poor, True, 'Bigger portions'),
                                       (great, False, '')):
            answer = self.survey._create_answer(email='results@example.com', check_attempts=False)
            answer._save_lines(self.q_overall, choice.id)
            answer._save_lines(self.q_rating, {freshness.id: [good.id], delivery.id: [bad.id]})
            if finished:
                answer._save_lines(self.q_better, text)
                answer._mark_done()
            else:
                answer._mark_in_progress()
        self.great, self.poor, self.good, self.freshness = great, poor, good, freshness
        self.authenticate('admin', 'admin')
        self.path = f'/survey/results/{self.survey.id}'

    def filters_of(self, query=''):
        response = self.get(f'{self.path}{query}')
        self.assertEqual(response.status_code, 200)
        self.assertNotIn('Traceback', response.text)
        return self.widget_props(response.text, 'survey-results-filters'), response.text

    def test_the_spec_filter_items_filter_the_results(self):
        filters, page = self.filters_of(f'?0,{self.great.id}')
        self.assertEqual([(f['key'], f['row_id'], f['record_id']) for f in filters['filters']],
                         [('A', 0, self.great.id)])
        # Only the surveys that chose Great: the finished one and the one in progress.
        table = self.widget_props(page, 'survey-answer-table')
        self.assertEqual([row['value'] for row in table['rows']], ['More vegetables'])
        # Stacked with a matrix row's filter.
        filters, _page = self.filters_of(f'?0,{self.great.id}&{self.freshness.id},{self.good.id}')
        self.assertEqual([(f['key'], f['row_id'], f['record_id']) for f in filters['filters']],
                         [('A', 0, self.great.id), ('A', self.freshness.id, self.good.id)])

    def test_odoo_filter_grammar_still_works(self):
        filters, _page = self.filters_of(f'?filters=A,0,{self.poor.id}')
        self.assertEqual([f['answer'] for f in filters['filters']], ['Poor'])

    def test_the_finished_flag_both_ways(self):
        for query in ('?finished', '?finished=true'):
            with self.subTest(query=query):
                filters, page = self.filters_of(query)
                self.assertTrue(filters['finished'])
                # Only the finished answers: Great once, Poor once.
                self.assertEqual(self.widget_props(page, 'survey-chart')['data'],
                                 [{'text': 'Great', 'count': 1}, {'text': 'Poor', 'count': 1}])
        filters, _page = self.filters_of('')
        self.assertFalse(filters['finished'])
        self.assertEqual((filters['counts']['all'], filters['counts']['finished']), (3, 2))

    def test_filters_naming_nothing_of_the_survey_are_left_out(self):
        other = self._create_survey('Another survey')
        foreign = other.q_overall.suggested_answer_ids[0].id
        for query in (f'?0,{foreign}', '?0,999999999', '?filters=A,x,1|junk|L,0,abc', '?filters=L,5,1',
                      f'?{self.freshness.id},{self.great.id}', f'?0,{self.good.id}', '?12,34,56'):
            with self.subTest(query=query):
                filters, _page = self.filters_of(query)
                self.assertEqual(filters['filters'], [])

    def test_charts_and_tables_are_widgets_without_chartjs(self):
        _filters, page = self.filters_of('')
        pie = self.widget_props(page, 'survey-chart')
        self.assertEqual(pie['type'], 'pie')
        # Every answer begun counts, the one left on its first page too (Odoo's results).
        self.assertEqual(pie['data'], [{'text': 'Great', 'count': 2}, {'text': 'Poor', 'count': 1}])
        charts = self.all_widget_props(page, 'survey-chart')
        # No graph for a question nobody answered (the dishes' bars).
        self.assertEqual([chart['type'] for chart in charts], ['pie', 'multi_bar'])
        self.assertEqual(charts[1]['data'][1], {'key': 'Good', 'values': [
            {'text': 'Freshness', 'count': 3}, {'text': 'Delivery', 'count': 0}]})
        table = self.widget_props(page, 'survey-answer-table')
        self.assertEqual(table['record_limit'], 10)
        self.assertTrue(all(row['url'].startswith('/survey/print/') for row in table['rows']))
        self.assertNotRegex(page, r'survey\.survey_assets[^"]*\.js')
        self.assertNotIn('chartjs', page)
        self.assertIn('data-filter-answer="%d"' % self.great.id, page)
