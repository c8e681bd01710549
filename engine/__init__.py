"""Agora rules engines: one shared core protocol and one subpackage per game."""

__version__ = "0.1.0"
