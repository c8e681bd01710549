"""Architects of Amytis in the browser: setup screen, game screen and their drawings."""
