"""Filled in by the route work in progress."""
