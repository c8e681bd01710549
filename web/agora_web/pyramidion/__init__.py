"""Pyramidion screens."""
