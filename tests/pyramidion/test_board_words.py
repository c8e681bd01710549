"""Pyramidion's board places and symbols said in words (web/agora_web/pyramidion/names.py): the
accessible names and tooltips of cities, cards and boats, in both languages, without symbols."""

from __future__ import annotations

import re

import pytest

from engine.pyramidion import data
from web.agora_web.texts import i18n
from web.agora_web.pyramidion import names

SYMBOLS = re.compile("[⚔✉⚖☥☀]")


@pytest.fixture(params=i18n.LANGS)
def language(request):
    i18n.set_lang(request.param)
    yield request.param
    i18n.set_lang("en")


def test_every_card_in_words(language):
    for card in range(len(data.CARDS)):
        words = names.card_words(card)
        assert words and not SYMBOLS.search(words)
        c = data.CARDS[card]
        for cat in data.CATEGORIES:
            if getattr(c, cat):
                assert f"{i18n.t('py.cat.' + cat)} {getattr(c, cat)}" in words


def test_a_city_in_words(language):
    label = names.city_label(data.KARNAK, data.THRESHOLDS[data.KARNAK], (1, 0, 0, 0, 2, 0), "Ann", "", True, True)
    assert label.startswith(i18n.t("py.city.karnak") + ": ") and "Ann" in label
    assert not SYMBOLS.search(label) and i18n.t("py.tip.activate") in label
    for cat, v in zip(data.CATEGORIES, data.THRESHOLDS[data.KARNAK]):
        assert f"{i18n.t('py.cat.' + cat)} {v}" in label


def test_a_boat_in_words(language):
    vp, cost = data.BOATS[3]
    label = names.boat_label(3, False, True)
    assert str(vp) in label and names.res_text(cost) in label and i18n.t("py.tip.load") in label
    assert names.boat_label(3, True, False) != names.boat_label(3, False, False)


def test_a_symbol_has_its_meaning_on_hover_focus_and_for_readers():
    html = names.sym("⚔3", "influence 3")
    for attr in (
        'title="influence 3"',
        'data-tip="influence 3"',
        'aria-label="influence 3"',
        'tabindex="0"',
        'role="img"',
    ):
        assert attr in html
    inside = names.mark("☀", "Sundial")
    assert 'title="Sundial"' in inside and 'aria-hidden="true"' in inside and "tabindex" not in inside


def test_words_follow_the_games_rules_version(language):
    """A game begun under rules version 1 keeps boat 13 with its wood and Cairo's worker, on the
    board, in the picker's sums and in the log, as its engine does."""
    from engine.pyramidion import events as ev
    from web.agora_web.pyramidion import draw, loading, log

    wood, worker = i18n.t("py.res.wood"), i18n.t("py.res.worker")
    assert wood in names.boat_text(13, 1) and wood not in names.boat_text(13)
    assert wood in names.boat_label(13, False, False, version=1) and wood not in names.boat_label(13, False, False)
    assert draw.boat_face(13, version=1) != draw.boat_face(13)
    cairo = (data.CAIRO, (6, 5, 6), (0,) * 6, "Ann", "", False, False)
    assert i18n.t("py.tip.merc_res", res=worker) in names.city_label(*cairo, version=1)
    assert i18n.t("py.tip.merc_res", res=wood) in names.city_label(*cairo)
    pick = loading.Pick(13, frozenset({data.CAIRO}), (0,) * 6)
    assert loading.own_payment(pick, 1)[data.RESOURCES.index("worker")] == 0
    assert loading.own_payment(pick)[data.RESOURCES.index("worker")] == 1
    refilled = ev.BoatsRefilled(added=(13,), row=(13,))
    old, new = (log.lines(log.Entry(-1, (refilled,), "turn", (v,)), None, str)[0].html for v in (1, 2))
    assert wood in old and wood not in new
