"""The check at the end of a game without sealed hands, and the words for every problem: a game
played to its end and audited is fair play; a device whose revealed seed is not its commitment,
or that sends no secrets, is named; messages after the end other than audits are refused;
every problem and every refusal has a sentence in each language."""

from __future__ import annotations

import msgspec
import pytest

from web.agora_web.texts import i18n
from web.agora_web.remote import audit, poker, session, words

from tests.remote.table import Table, signed, x25519


@pytest.fixture(scope="module")
def audited():
    table = Table("akropolis", [[0], [1]], seed=8)
    table.play(audit=True)
    return table


def test_a_game_played_and_audited_is_fair_play(audited):
    for device in audited.devices:
        s = device.session
        assert s.over() and s.audited() and s.to_send() is None
        assert audited.problems(device.index) == []
        assert s.final_record() == s.record


def test_a_false_seed_or_no_secrets_is_named(audited):
    s = audited.devices[0].session
    saved = dict(s.audits)
    try:
        s.audits[1] = msgspec.structs.replace(s.audits[1], seed=bytes(32))
        assert poker.run(s.check(), x25519) == [audit.Problem(audit.CHAIN, device=1)]
        del s.audits[0]
        assert audit.Problem(audit.MISSING, device=0) in poker.run(s.check(), x25519)
    finally:
        s.audits = saved


def test_after_the_end_only_the_secrets_go_in_in_turn():
    table = Table("akropolis", [[0], [1]], seed=9)
    table.play()
    s = table.devices[1].session
    first = s.to_send()
    device = table.devices[first]
    turn = signed(device.private, s.next_message(first, device.seed, []))
    with pytest.raises(session.Refused) as caught:
        s.offer(turn, True)
    assert caught.value.problem == session.ILLEGAL
    other = table.devices[1 - first]
    early = signed(other.private, s.next_audit(other.index, other.seed))
    with pytest.raises(session.Refused) as caught:
        s.offer(early, True)
    assert caught.value.problem == session.OUT_OF_TURN
    assert not s.audits


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_every_problem_and_refusal_has_a_sentence(lang):
    before = i18n.lang()
    i18n.set_lang(lang)
    try:
        codes = [v for k, v in vars(audit).items() if k.isupper() and isinstance(v, str)]
        assert len(codes) == 8
        for code in codes:
            text = words.problem_text(
                audit.Problem(code, device=1, seat=0, move=4), ["Ann's phone", "Bob's tablet"], ["Ann", "Bob"]
            )
            assert text and "{" not in text
        assert "Bob's tablet" in words.problem_text(audit.Problem(audit.SHUFFLE, device=1), ["A", "Bob's tablet"], [])
        assert "5" in words.problem_text(audit.Problem(audit.ILLEGAL, device=0, seat=0, move=4), ["A"], ["Ann"])
        refusals = [
            session.FOREIGN,
            session.FORGED,
            session.DUPLICATE,
            session.EARLY,
            session.OUT_OF_TURN,
            session.BAD_VALUE,
            session.ILLEGAL,
            session.CONFLICT,
            session.NEWER,
            session.CHEAT,
        ]
        texts = [words.refusal_text(problem) for problem in refusals]
        assert all(texts) and len(set(texts)) == len(texts)
        assert words.verdict([], [], []) == [i18n.t("remote_fair_play")]
        assert words.storage_refused_text()
    finally:
        i18n.set_lang(before)
