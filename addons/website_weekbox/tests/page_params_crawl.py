"""A crawler's and a hand-editing visitor's query parameters on the site's
pages, for the HttpCase tests of every addon that takes over Odoo's pages:
each parameter a page reads, alone, with values of the wrong kind. No page may
answer HTTP 500 (nor show a traceback); a redirect is followed (to the page
without the bad parameter, website_weekbox/page_params.py). Put it before
HttpCase:

    class MyCase(PageParamsCrawlMixin, HttpCase): ...
"""
from urllib.parse import urlencode

# Query values as a URL carries them (already encoded): text where a number
# or a key is read, a NUL, negative, out of range, infinite, half an
# "<id>-<id>" pair, a byte that is no UTF-8.
JUNK_VALUES = ('junk', '%00', '-1', '1-abc', '99999999999999999999', '1e309', '%FF')


class PageParamsCrawlMixin:

    def crawl_page_params(self, pages, values=JUNK_VALUES):
        """ Asserts that no page of `pages` ({path: [parameter, ...]}) answers
        a server error for any parameter alone with any of `values`.

        :return: the number of URLs crawled
        """
        problems = []
        count = 0
        for path, params in pages.items():
            for param in params:
                for value in values:
                    url = f'{path}?{urlencode({param: ""})}{value}'
                    response = self.url_open(url, timeout=60)
                    count += 1
                    if response.status_code >= 500 or 'Traceback (most recent call last)' in response.text:
                        problems.append(f'{url}: HTTP {response.status_code}')
        self.assertEqual(problems, [])
        return count

    def assert_redirects_without(self, url, expected):
        """ `url` is answered with a redirect to `expected` (the page without
        its bad parameters, the others kept), which is served. """
        response = self.url_open(url, allow_redirects=False)
        self.assertEqual(response.status_code, 303, url)
        self.assertEqual(response.headers['Location'].removeprefix(self.base_url()), expected)
        self.assertEqual(self.url_open(expected).status_code, 200, expected)
