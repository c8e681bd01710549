"""Akropolis in the browser: setup screen, game screen and SVG drawing."""
