"""Agora: browser entry point. Everything lives in the agora_web package."""

from agora_web.app import start

start()
