"""A refused move reads in the interface language: each IllegalAction the engines can raise names
its refusal by a code (engine/core/errors.py), and every code has its sentence in English and in
Russian (texts/refusals.py: the game's `illegal.<game>.<code>`, or the shared `illegal.<code>`),
quoting no number the refusal does not carry. The engine's English details go to the console."""

from __future__ import annotations

import random
import re
import sys
import types
from pathlib import Path

import pytest

from engine.core import records, registry
from engine.core.errors import IllegalAction
from engine.core.protocol import Seat
from engine.pantikapaion.state import EndTurn
from tests.helpers.games import GAMES, catalog
from tests.helpers.refusals import CORE, engine_folder, raised

ROOT = Path(__file__).resolve().parents[2]
PLACEHOLDER = re.compile(r"\{(\w+)\}")


@pytest.fixture
def screens(monkeypatch):
    stub = types.ModuleType("pyscript")
    stub.document = stub.window = None
    monkeypatch.setitem(sys.modules, "pyscript", stub)
    from web.agora_web.texts import i18n
    from web.agora_web.screens import game_screen as screens

    warned = []
    monkeypatch.setattr(screens, "console_warn", warned.append)  # dom may be imported already
    screens.warned = warned
    yield screens
    i18n.set_lang("en")


def _shared():
    from web.agora_web.texts import catalog as reader, i18n

    return reader.load(ROOT / "web" / "agora_web" / "locale", i18n.LANGS)


# --- what the engines can raise, read from their source -----------------------------------------


def test_the_source_scan_finds_the_refusals():
    """The scan reads what it should: a few refusals known to be raised."""
    assert {"over", "not_now", "bad_action"} <= set(raised(engine_folder("amytis")))
    assert {"place_touch", "tile_cost"} <= set(raised(engine_folder("akropolis")))
    assert {"pay_short", "tile_touch"} <= set(raised(engine_folder("pantikapaion")))
    assert "shuffle" in raised(CORE)


def _check(codes, own: dict, shared: dict, prefix: str) -> "list[str]":
    problems = []
    for code, sites in sorted(codes.items()):
        key = f"{prefix}{code}" if f"{prefix}{code}" in own else f"illegal.{code}"
        entry = own.get(key) or shared.get(key)
        if entry is None:
            problems.append(f"no sentence for {code!r} ({prefix}{code} or illegal.{code})")
            continue
        en, ru = str(entry.get("en", "")).strip(), str(entry.get("ru", "")).strip()
        if not en or not ru or en == ru or not re.search("[а-яё]", ru, re.I):
            problems.append(f"{key}: not written in both languages")
        quoted = set(PLACEHOLDER.findall(en)) | set(PLACEHOLDER.findall(ru))
        for params in sites:
            if not quoted <= params:
                problems.append(f"{key} quotes {sorted(quoted - params)}, which a refusal {code!r} does not carry")
    return problems


@pytest.mark.parametrize("game", GAMES)
def test_every_refusal_of_each_game_has_its_sentence_in_both_languages(game):
    problems = _check(raised(engine_folder(game)), catalog(game), _shared(), f"illegal.{game}.")
    assert not problems, "\n".join(problems)


def test_the_refusals_of_the_shared_engine_code_have_shared_sentences():
    problems = _check(raised(CORE), {}, _shared(), "illegal.")
    assert not problems, "\n".join(problems)


# --- refusals as the page shows them ------------------------------------------------------------


def _refusal() -> IllegalAction:
    """A real refusal: ending the turn before anything was done."""
    rules, state = records.replay(records.new_record("pantikapaion", [Seat("A"), Seat("B")], seed=1))
    with pytest.raises(IllegalAction) as caught:
        rules.apply(state, EndTurn())
    return caught.value


def test_a_refusal_reads_as_a_sentence_of_the_interface_language(screens):
    from web.agora_web.texts import i18n

    exc = _refusal()
    assert exc.code == "not_now"
    i18n.set_lang("en")
    english = screens.refused(exc, "pantikapaion")
    assert english == i18n.t("illegal.not_now") and str(exc) not in english
    i18n.set_lang("ru")
    text = screens.refused(exc, "pantikapaion")
    assert text and not re.search("[A-Za-z]", text), text
    assert any(str(exc) in str(line) for line in screens.warned)  # the details, for whoever looks


def test_a_refusal_quotes_its_numbers_and_a_code_without_a_sentence_reads_as_the_generic_one(screens):
    from web.agora_web.texts import i18n

    i18n.set_lang("ru")
    cost = IllegalAction("tile 2 costs 2 stones and you have 1", "tile_cost", cost=2, stones=1)
    assert screens.refused(cost, "akropolis") == "Этот участок стоит камней: 2, а у вас: 1."
    assert screens.refused(IllegalAction("?", "no_such_code"), "akropolis") == i18n.t("illegal_here")
    assert screens.refused(IllegalAction("?"), "akropolis") == i18n.t("illegal_here")
    # a sentence whose number the refusal lacks is never a crash
    assert screens.refused(IllegalAction("?", "tile_cost"), "akropolis") == i18n.t("illegal_here")


@pytest.mark.parametrize("game", GAMES)
def test_moves_out_of_place_are_refused_with_a_sentence_of_their_own(screens, game):
    """Moves legal somewhere in a game, tried where they are not (as a damaged link or a stale
    click would send them): each refusal has a code with a sentence in both languages."""
    from web.agora_web.texts import i18n, refusals

    rules = registry.get(game)
    seats = max(rules.min_seats, 2) if rules.max_seats >= 2 else rules.min_seats
    chooser = random.Random(5)
    rules_, state = records.replay(records.new_record(game, [Seat(f"P{i}") for i in range(seats)], seed=5))
    seen_moves, states = [], []
    while not rules.is_over(state) and len(states) < 400:
        legal = rules.legal_actions(state)
        seen_moves.extend(chooser.sample(legal, min(3, len(legal))))
        states.append(state)
        state = rules.apply(state, chooser.choice(legal))
    states.append(state)  # the game over: every move refused
    codes = set()
    for before in chooser.sample(states[:-1], min(60, len(states) - 1)) + [states[-1]]:
        for move in chooser.sample(seen_moves, min(15, len(seen_moves))):
            try:
                rules.apply(before, move)
            except IllegalAction as exc:
                codes.add(exc.code)
                for lang in i18n.LANGS:
                    i18n.set_lang(lang)
                    assert refusals.key(game, exc.code) != refusals.GENERIC, (game, exc.code, str(exc))
                    assert screens.refused(exc, game), (game, exc.code)
    i18n.set_lang("en")
    assert codes, "no move was refused"  # (the game over refuses every move)
