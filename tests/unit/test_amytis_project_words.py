"""Amytis project cards in words (web/agora_web/amytis/draw.py): a card's drawing is named by its
points and its pattern, row by row, in both languages, so a screen reader can plan a board."""

from __future__ import annotations

import re

import pytest

from engine.amytis.data import PROJECTS
from web.agora_web.texts import i18n
from web.agora_web.amytis import draw


@pytest.fixture(params=["en", "ru"])
def language(request):
    before = i18n.lang()
    i18n.set_lang(request.param)
    yield request.param
    i18n.set_lang(before)


def test_a_pattern_is_said_row_by_row():
    i18n.set_lang("en")
    assert draw.pattern_words(1) == "green ●, any, any / any, blue ★, any / any, any, orange ▲"
    assert draw.pattern_words(3) == "blue ★, blue ★, blue ★"
    i18n.set_lang("ru")
    assert draw.pattern_words(5) == "оранжевый ▲, любой / оранжевый ▲, оранжевый ▲"
    i18n.set_lang("en")


def test_every_card_is_named_by_its_points_and_pattern(language):
    names = set()
    for card, (points, pattern) in PROJECTS.items():
        title = re.search(r"<title>(.*?)</title>", draw.project_svg(card)).group(1)
        assert str(points) in title and draw.pattern_words(card).replace("/", "") in title.replace("/", "")
        rows = pattern.split()
        assert title.count(" / ") == len(rows) - 1
        names.add(title)
    assert len(names) == len(PROJECTS)
