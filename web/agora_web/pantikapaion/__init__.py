"""Pantikapaion screens."""
