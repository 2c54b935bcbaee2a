"""Loaded by Python at start-up when Odoo runs under libfaketime (see ../env.sh).

Two things libfaketime does not move with the clock, made to agree with it here:

- Sleeping. With FAKETIME_DONT_FAKE_MONOTONIC=1 (needed, else timed waits hang),
  libfaketime's clock_nanosleep refuses the absolute monotonic deadline Python's
  time.sleep gives it (EINVAL): the server's main loop dies at its first sleep.
  Sleep with select() instead, which takes a relative timeout.
- File times. The kernel stamps files with the real time: with the clock moved a
  month ahead, a session file written a second ago looks a month old, and Odoo's
  autovacuum (ir.http._gc_sessions, a week's inactivity) deletes every session.
  os.path.getmtime gets the same offset as the clock (FAKETIME="+N[smhdy]").
"""
import os
import re
import select
import time

_sleep = time.sleep


def _sleep_under_faketime(seconds):
    try:
        _sleep(seconds)
    except OSError:
        select.select([], [], [], max(0.0, seconds))


time.sleep = _sleep_under_faketime

_UNITS = {'s': 1, 'm': 60, 'h': 3600, 'd': 86400, 'y': 365 * 86400}
_offset = re.fullmatch(r'([+-]\d+(?:\.\d+)?)([smhdy]?)', os.environ.get('FAKETIME', '').strip())
if _offset:
    _seconds = float(_offset.group(1)) * _UNITS[_offset.group(2) or 's']
    _getmtime = os.path.getmtime

    def _getmtime_under_faketime(path):
        return _getmtime(path) + _seconds

    os.path.getmtime = _getmtime_under_faketime
