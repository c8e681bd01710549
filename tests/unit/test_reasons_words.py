"""The reasons in words (hints.why_text, review.why_text, review.margin_text): in both
languages, in whole points that add up to the points claimed, each category named by its game's
texts ("reason_cat.<game>.<id>" for the ids of solo_ai/<game>'s COACH.categories) in both
languages."""

from __future__ import annotations

import re

import pytest

from engine.core import registry
from solo_ai import coach, reasons
from solo_ai.coach import Advice
from web.agora_web.screens import review
from web.agora_web.services import hints
from web.agora_web.texts import i18n


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_lang(i18n.DEFAULT)


def _numbers(text: str) -> "list[int]":
    return [int(n.replace("\u2212", "-")) for n in re.findall(r"[+\u2212]\d+", text)]


def _margin_told(text: str, code: str) -> int:
    """The parts' numbers added up, the best opponent's points taken away (as the words say)."""
    opponent = "the best opponent's points " if code == "en" else "очки лучшего соперника "
    mine, _, theirs = text.partition(opponent)
    return sum(_numbers(mine)) - sum(_numbers(theirs)[:1])


@pytest.mark.parametrize("game", registry.names())
def test_every_game_names_its_categories_in_both_languages(game):
    ids = coach.settings(game).categories
    assert ids and all(isinstance(key, str) for key in ids), game  # solo_ai keeps ids only
    texts = i18n.game_texts(game)
    for code in i18n.LANGS:
        i18n.set_lang(code)
        said = [hints.category_name(game, key) for key in (*ids, *reasons.SHARED)]
        assert said == [texts[f"reason_cat.{game}.{key}"][code] for key in (*ids, *reasons.SHARED)], code
        assert all(name.strip() for name in said) and len(set(said)) == len(said), (game, code)  # none alike
    i18n.set_lang("en")
    assert hints.category_name(game, "no-such-category") == "no-such-category"  # words, not a crash


def test_a_hint_says_where_its_points_come_from_and_why_not_the_next_move():
    gains = reasons.Reasons((("districts", 2.6), ("plazas", 3.7), ("stones", -1.0), (reasons.LATER, 0.4)), 5.7, 1.2)
    versus = reasons.Reasons((("districts", 1.4), ("plazas", 0.0), ("stones", 1.0)), 2.4, -0.7, (0, 0))
    advice = Advice(None, 10.0, 15.7, 4.5, {"en": "Claim.", "ru": "Заявка."}, gains=gains, versus=versus)
    for code in i18n.LANGS:
        i18n.set_lang(code)
        text = hints.why_text(advice, "akropolis")
        gains_part, versus_part = text.split(". ", 1)
        assert sum(_numbers(gains_part)) == round(15.7) - 10  # parts add up to the claim
        assert _margin_told(versus_part, code) == round(versus.margin) == 3
        assert ("plazas" if code == "en" else "площади") in text
        assert ("the best opponent's points \u22121" if code == "en" else "очки лучшего соперника \u22121") in text
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
        assert _margin_told(words, code) == round(why.margin) == 2
        assert ("the best opponent's points +1" if code == "en" else "очки лучшего соперника +1") in words
        margin = review.margin_text(split)
        final, decisions, rest = _numbers(margin)
        assert (final, decisions, rest) == (-68, -7, -61) and final == decisions + rest
        # where the estimate found the move played better than the search's pick, the part the
        # losses' floor leaves out is told too, and the three add up
        ahead = reasons.margin_split(10, [3.4, 0.0, 2.6], [3.4, -4.2, 2.6])
        final, decisions, back, rest = _numbers(review.margin_text(ahead))
        assert (final, decisions, back, rest) == (10, -6, 4, 12) and final == decisions + back + rest
    assert review.why_text(None, "pyramidion") == ""


def test_where_the_estimate_prefers_the_other_move_it_says_so_from_that_move_s_side():
    behind = reasons.Reasons((("districts", -1.0), ("stones", -1.0), (reasons.LATER, -3.0)), -5.0, 0.0, (0, 0))
    i18n.set_lang("en")
    text = hints.versus_text(behind, "akropolis")
    assert text.startswith("By the coach's quick estimate the next best move looks 5 points better")
    assert sum(_numbers(text)) == 5 and "Sure" not in text
    assert "your move looks 5 points better" in review.why_text(behind, "akropolis")
    level = reasons.Reasons((("favors", 0.2),), 0.2, 0.0, (12, 12))
    said = hints.versus_text(level, "amytis")
    assert "A close call" in said and "12 of 12" not in said  # level deals are no evidence


def test_a_move_the_strongest_player_agrees_with_says_what_it_brings():
    gains = reasons.Reasons((("wall", 2.0), ("favors", 0.6), (reasons.LATER, 0.7)), 3.3, 0.0)
    for code in i18n.LANGS:
        i18n.set_lang(code)
        text = review.gains_text(gains, "amytis")
        numbers = _numbers(text)
        assert numbers[0] == 3 and sum(numbers[1:]) == 3
        assert ("walls +2" if code == "en" else "стены +2") in text
    assert review.gains_text(None, "amytis") == ""
