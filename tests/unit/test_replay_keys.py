"""Replay keys and status line (web/agora_web/screens/replay.py) and the controls' SVG glyphs
(web/agora_web/ui/icons.py), in plain CPython."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from engine.core import records
from web.agora_web.texts import i18n
from web.agora_web.screens import replay
from web.agora_web.ui import icons, widgets

from random_play import random_record


def _timeline(full):
    game_log = SimpleNamespace(
        describe_start=lambda rules, state: [],  # the game's log.py
        describe=lambda rules, before, action, after: [],
    )
    return replay.Timeline.build(full, game_log)


class _Screen:
    def __init__(self):
        self.record = self.state = None
        self.log, self.undo_stack, self.calls = [], [], []
        self.final_open, self.message = True, ""
        self.app = self

    def seat_name(self, seat):
        return ("Ann", "Bob")[seat]

    def leave(self):
        self.calls.append("leave")

    def show_seat(self, seat):
        """(every game screen has it: following.ViewFollowing)"""
        pass

    def render(self):
        self.calls.append("render")

    def after_show(self):
        pass

    def reset_view(self):
        pass

    def forget_caches(self):
        pass


def _key(key, target=None, **mods):
    flags = {m: mods.get(m, False) for m in ("altKey", "ctrlKey", "metaKey", "shiftKey")}
    return SimpleNamespace(key=key, target=target, **flags)


class _Target:
    def __init__(self, owner: bool):
        self.owner = owner

    def closest(self, selector):
        assert "svg" in selector and "[data-arrows]" in selector and "input" in selector
        return self if self.owner else None


@pytest.mark.parametrize(
    "key,step,total,to",
    [
        ("ArrowLeft", 3, 9, 2),
        ("ArrowRight", 3, 9, 4),
        ("Home", 3, 9, 0),
        ("End", 3, 9, 9),
        ("ArrowLeft", 0, 9, 0),
        ("ArrowRight", 9, 9, 9),
        ("ArrowUp", 3, 9, None),
        ("a", 3, 9, None),
    ],
)
def test_keys_go_to_steps(key, step, total, to):
    assert replay.key_step(key, step, total) == to


def test_arrow_keys_step_unless_a_modifier_is_held_or_the_focus_owns_the_arrows():
    full, _rules, _state = random_record("akropolis", 2, 8, seed=5)
    screen, steps = _Screen(), replay.Replay(_timeline(full), 4)
    steps.place(screen)
    assert steps.on_key(screen, _key("ArrowRight", _Target(False))) and steps.step == 5
    assert steps.on_key(screen, _key("ArrowLeft")) and steps.step == 4
    assert steps.on_key(screen, _key("End")) and steps.step == full_total(steps)
    assert steps.on_key(screen, _key("Home")) and steps.step == 0
    assert not steps.on_key(screen, _key("ArrowRight", altKey=True))  # Alt+→ is the browser's Forward
    assert not steps.on_key(screen, _key("ArrowRight", _Target(True)))  # a board or a text field
    assert not steps.on_key(screen, _key("x"))
    assert steps.step == 0


def full_total(steps):
    return steps.timeline.total


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_the_status_line_names_the_step_shown(lang):
    before = i18n.lang()
    i18n.set_lang(lang)
    try:
        full, rules, _state = random_record("akropolis", 2, 8, seed=6)
        screen, steps = _Screen(), replay.Replay(_timeline(full), 0)
        steps.place(screen)
        assert "8" in steps.status(screen) and "Ann" not in steps.status(screen)
        steps.go(screen, 3)
        mover = ("Ann", "Bob")[rules.current_player(steps.timeline.states[2])]
        text = steps.status(screen)
        assert re.search(r"\b3\b.*\b8\b", text) and mover in text
        screen.record = records.with_move(screen.record, full.moves[3])  # someone played on
        assert steps.status(screen) == "" and steps.controls(screen) == ""
    finally:
        i18n.set_lang(before)


def test_control_glyphs_are_svg_icons_from_the_sprite():
    sprite = icons.sprite()
    html = (
        widgets.step_controls(2, 5)
        + widgets.undo_button()
        + widgets.export_button()
        + widgets.confirm_button()
        + widgets.rotate_button("Rotate")
        + widgets.zoom_controls()
        + widgets.hint_button()
    )
    for name in ("first", "prev", "next", "last", "undo", "export", "check", "rotate", "plus", "minus", "fit", "bulb"):
        assert f'id="g-{name}"' in sprite and f'href="#g-{name}"' in html
    # no font glyph outside the ASCII "?" stands in for an icon
    assert not re.search("[\u2190-\u2bff\U0001f300-\U0001faff]", re.sub(r"<[^>]*>", "", html))
    assert 'aria-keyshortcuts="ArrowRight"' in widgets.step_controls(2, 5)
