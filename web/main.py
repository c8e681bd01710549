"""Agora: browser entry point, which PyScript runs. Everything lives in the agora_web package.

boot.mjs has usually started the app already, as soon as the interpreter was up
(agora_web/startup.py): then this does nothing; else it starts it, or raises what its start
raised, for PyScript to show."""

from agora_web.startup import start

start()
