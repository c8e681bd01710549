"""What the page says about a refused record or a failed save: a sentence per RecordError kind in
both languages, never the browser's or Python's own text."""

from __future__ import annotations

import pytest

from engine.core.errors import RecordError
from web.agora_web.texts import i18n
from web.agora_web.services import problems


@pytest.fixture(params=i18n.LANGS)
def lang(request):
    before = i18n.lang()
    i18n.set_lang(request.param)
    yield request.param
    i18n.set_lang(before)


def test_every_record_error_kind_has_a_sentence_in_each_language(lang):
    for kind in RecordError.KINDS:
        text = problems.reason(kind)
        assert text and text == i18n.TEXT[f"record_kind.{kind}"][lang]
    assert "4" in problems.reason("bad_move", 3)  # the engine counts from 0, players from 1
    assert "1" in problems.reason("bad_move", 0)
    assert problems.reason("no such kind") == ""


class QuotaExceededError(Exception):
    """Stands for the DOMException a browser raises when localStorage is full."""


def test_a_full_storage_is_told_in_the_interface_language(lang):
    exc = QuotaExceededError("Failed to execute 'setItem' on 'Storage': Setting the value of 'x' exceeded the quota.")
    text = problems.storage_message(exc)
    assert text == i18n.TEXT["storage_full"][lang]
    assert "setItem" not in text and "Quota" not in text
    assert problems.storage_message(RuntimeError("SecurityError: access denied")) == i18n.TEXT["storage_off"][lang]


def test_notice_keeps_the_details_short_and_printable(lang):
    exc = RecordError("x" * 5000 + "\ud800", 4)
    cls, headline, details, reason = problems.notice("error", "Cannot open", exc)
    assert cls == "error" and headline == "Cannot open"
    assert len(details) <= 301 and details.encode("utf-8")
    assert reason == problems.reason("bad_move", 4)


def test_a_record_whose_move_the_rules_refuse_says_why_in_the_interface_language(lang):
    """A damaged link or file whose move breaks a rule: the move's number and the rule's own
    sentence (texts/refusals.py), in the page's language; the English details stay details."""
    from engine.core import records
    from engine.core.protocol import Seat
    from engine.pantikapaion.state import EndTurn
    from web.agora_web.texts import refusals

    record = records.with_move(records.new_record("pantikapaion", [Seat("A"), Seat("B")], seed=1), EndTurn())
    with pytest.raises(RecordError) as caught:
        records.replay(record)
    exc = caught.value
    assert exc.refusal is not None and exc.refusal.code == "not_now" and exc.game == "pantikapaion"
    _cls, _headline, details, reason = problems.notice("error", "Cannot open", exc)
    assert reason.startswith(problems.reason("bad_move", 0)) and len(reason) > len(problems.reason("bad_move", 0))
    assert refusals.sentence(exc.refusal, "pantikapaion") in reason
    assert "not now" in details  # the engine's English, on request
    if lang == "ru":
        assert "not now" not in reason.lower()
