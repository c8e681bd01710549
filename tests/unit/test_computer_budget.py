"""A computer's turn budget: the game's own (the screen's AI_TIME_S), or what the page's address
asks for (?ai_ms=..., the browser tests: app.ai_time_s)."""

from __future__ import annotations

import pytest

from tests.unit.screen_play import game_screen, stub_page


@pytest.mark.parametrize("asked", [None, 0.1])
def test_the_address_budget_goes_to_the_computers_turn(monkeypatch, asked):
    stub_page(monkeypatch)
    screen = game_screen("akropolis", seed=3, moves=0)
    del screen.maybe_run_computers  # the stand-in's, back to the screen's own
    screen.app.ai_time_s = asked
    from web.agora_web.services import computer

    limits = []
    monkeypatch.setattr(computer, "run_turns", lambda _screen, time_limit=None: limits.append(time_limit))
    screen.maybe_run_computers()
    assert limits == [asked or type(screen).AI_TIME_S]
