import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from unittest.mock import patch

from odoo.tests import tagged

from odoo.addons.website_links_widget.tests.common import LinksWidgetCommon


class PagesHandler(BaseHTTPRequestHandler):
    """A small website of its own: /box is a page with a title, /gone answers 404."""

    def do_GET(self):  # noqa: N802 (http.server's name)
        if self.path == '/box':
            body = b'<html><head><title>This week\'s box</title></head><body>Box</body></html>'
            self.send_response(200)
        else:
            body = b'<html><head><title>Not found</title></head></html>'
            self.send_response(404)
        self.send_header('Content-Type', 'text/html; charset=utf-8')
        self.send_header('Content-Length', str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@tagged('post_install', '-at_install')
class TestLinkPages(LinksWidgetCommon):
    """A new link's page is read for real, on a web server the test starts."""

    def setUp(self):
        super().setUp()
        server = ThreadingHTTPServer(('127.0.0.1', 0), PagesHandler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        self.addCleanup(server.server_close)
        self.addCleanup(server.shutdown)
        self.site = f'http://127.0.0.1:{server.server_address[1]}'
        self.startPatcher(patch.object(type(self.env['link.tracker']), '_weekbox_read_page', self.read_page))

    def test_a_page_answering_404_makes_no_link(self):
        self.login(self.ann)
        url = f'{self.site}/gone'
        self.assertEqual(self.rpc('/website_links/new', {'url': url}), {'error': 'url_not_found'})
        self.assertFalse(self.env['link.tracker'].search([('url', '=', url)]))

    def test_a_new_link_is_named_after_its_page(self):
        self.login(self.ann)
        result = self.rpc('/website_links/new', {'url': f'{self.site}/box'})
        self.assertEqual(result[0]['title'], "This week's box")

    def test_a_page_that_cannot_be_reached_still_makes_a_link(self):
        self.login(self.ann)
        # A port nothing listens on (taken, then let go).
        with socket.socket() as free:
            free.bind(('127.0.0.1', 0))
            port = free.getsockname()[1]
        url = f'http://127.0.0.1:{port}/box'
        result = self.rpc('/website_links/new', {'url': url})
        self.assertEqual(result[0]['title'], url)
