{
    'name': 'Weekbox Survey Widgets',
    'version': '17.0.1.0.0',
    'category': 'Marketing/Surveys',
    'summary': "Odoo's survey pages (taking a survey, its print view, the results) as Weekbox widgets",
    'description': """
Takes over Odoo 17's survey pages with Weekbox React widgets (website_weekbox):

- taking a survey (/survey/start/<token>, /survey/<token>/<answer token>):
  the questions come as JSON (Odoo 17 swaps server HTML), answers go through
  Odoo's own submit route, so its validation, saving, scoring, conditional
  questions, layouts (one page, per section, per question), timer and
  going back apply as they are; dates between 1900 and 200 years from now
  and integers within 32 bits are checked on every route. A visitor uses
  only the answers their own browser started (or that are theirs);
- the print view (/survey/print/<token>): every question with its answer,
  inputs disabled, and a quiz's corrections and score charts;
- the results page (/survey/results/<survey>): d3 charts instead of
  Chart.js, free-text tables paged by the server's record limit, and the
  spec's filter URLs ('{row_id},{answer_id}' items, 'finished') understood
  beside Odoo 17's ('filters=A,row,answer|L,0,line', 'finished=true').

Odoo's survey scripts (and Chart.js, which their bundle holds) are not
loaded on the pages the widgets own; live sessions keep Odoo's pages.
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['survey', 'website_weekbox'],
    'data': [
        'views/survey_templates.xml',
    ],
    'demo': [
        'data/survey_demo.xml',
    ],
    'installable': True,
}
