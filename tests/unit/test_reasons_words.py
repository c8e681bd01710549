"""The reasons in words (hints.why_text, review.why_text, review.margin_text): in both
languages, in whole points that add up to the points claimed, each category named by its game
(solo_ai/<game>'s COACH.categories) in both languages."""

from __future__ import annotations

import re

import pytest

from engine.core import registry
from solo_ai import coach, reasons
from solo_ai.coach import Advice
from web.agora_web import hints, i18n, review


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_lang(i18n.DEFAULT)


def _numbers(text: str) -> "list[int]":
    return [int(n.replace("\u2212", "-")) for n in re.findall(r"[+\u2212]\d+", text)]


@pytest.mark.parametrize("game", registry.names())
def test_every_game_names_its_categories_in_both_languages(game):
    names = coach.settings(game).categories
    assert names, game
    for key, entry in {**reasons.NAMES, **names}.items():
        for code in i18n.LANGS:
            assert isinstance(entry.get(code), str) and entry[code].strip(), (game, key, code)


def test_a_hint_says_where_its_points_come_from_and_why_not_the_next_move():
    gains = reasons.Reasons((("districts", 2.6), ("plazas", 3.7), ("stones", -1.0), (reasons.LATER, 0.4)),
                            5.7, 1.2)
    versus = reasons.Reasons((("districts", 1.4), ("plazas", 0.0), ("stones", 1.0)), 2.4, -0.7, (0, 0))
    advice = Advice(None, 10.0, 15.7, 4.5, {"en": "Claim.", "ru": "Заявка."}, gains=gains, versus=versus)
    for code in i18n.LANGS:
        i18n.set_lang(code)
        text = hints.why_text(advice, "akropolis")
        gains_part, versus_part = text.split(". ", 1)
        assert sum(_numbers(gains_part)) == round(15.7) - 10  # parts add up to the claim
        assert sum(_numbers(versus_part)) == round(versus.margin) == 3
        assert ("plazas" if code == "en" else "площади") in text
        assert ("the best opponent +1" if code == "en" else "лучший соперник +1") in text
        assert ("Sure: the gap is clear" if code == "en" else "Уверенно") in text
    i18n.set_lang("ru")
    full = hints.full_reason(advice, "akropolis")
    assert full["en"].startswith("Claim. Where it comes from:") and full["ru"].startswith("Заявка. Откуда")


def test_the_deals_that_agreed_say_how_sure_the_coach_is():
    close = reasons.Reasons((("favors", 0.6),), 0.6, 0.0, (4, 8))
    i18n.set_lang("en")
    assert "A close call" in hints.sure_text(close) and "4 of 8" in hints.sure_text(close)
    sure = reasons.Reasons((("favors", 2.0),), 2.0, 0.0, (8, 8))
    assert hints.sure_text(sure).startswith("Sure")


def test_a_review_item_and_the_final_margin_in_words():
    why = reasons.Reasons((("boats", 2.0), ("resources", 0.6)), 2.6, 1.0, (6, 8))
    split = reasons.margin_split(-68, [3.4, 2.6, 1.49])
    for code in i18n.LANGS:
        i18n.set_lang(code)
        words = review.why_text(why, "pyramidion")
        assert sum(_numbers(words)) == round(why.margin) == 2
        margin = review.margin_text(split)
        final, decisions, rest = _numbers(margin)
        assert (final, decisions, rest) == (-68, -7, -61) and final == decisions + rest
    assert review.why_text(None, "pyramidion") == ""
