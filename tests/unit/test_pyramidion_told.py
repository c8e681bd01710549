"""What the Pyramidion screen tells a player of the rules acting on their cards, on CPython: the
two-player limit of a city before it is reached (the prompt, each seat's count) and the pass the
rules then make (the log's reason), and why a card counts less than printed (an Overseer)."""

from __future__ import annotations

import re
import sys
import types
from pathlib import Path

import pytest

from engine.core import records
from engine.core.protocol import Seat
from engine.pyramidion import Options, Play, data

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from pyramidion.util import BLUE, RED, basic, card, in_city  # noqa: E402

TAG = re.compile(r"<[^>]+>")


@pytest.fixture(scope="module")
def game():
    saved = sys.modules.get("pyscript")
    stub = types.ModuleType("pyscript")
    stub.document = None
    stub.window = None
    sys.modules["pyscript"] = stub
    from web.agora_web.texts import i18n
    from web.agora_web.pyramidion import screen as game

    yield game
    i18n.set_lang(i18n.DEFAULT)
    if saved is None:
        sys.modules.pop("pyscript", None)
    else:
        sys.modules["pyscript"] = saved


@pytest.fixture(params=["en", "ru"])
def lang(request, game):
    from web.agora_web.texts import i18n

    i18n.set_lang(request.param)
    return request.param


class App:
    def render(self) -> None:
        pass


def screen_at(game, state, seats=2):
    """The screen of a game of two people on this device, showing the seat to act."""
    record = records.new_record("pyramidion", [Seat(f"P{i}") for i in range(seats)], Options(), seed=1)
    rules, _start = records.start(record)
    screen = game.GameScreen(App(), "t", 0, record, rules, state, [])
    screen.handed = True
    screen.shown = screen.current()
    return screen, rules


def text(html: str, testid: str) -> str:
    m = re.search(rf'data-testid="{testid}"[^>]*>(.*?)</span>', html)
    return TAG.sub("", m.group(1)) if m else ""


def test_the_prompt_counts_down_to_the_two_player_limit(game, lang):
    blue = [basic(BLUE, i) for i in range(4)] + [card("merchant", 0, trade=4)]
    extra = card("merchant", 1, trade=4)
    state = in_city(
        2,
        data.CITIES.index("thebes"),
        BLUE,
        played=[(c, BLUE) for c in blue[:3]],
        hands={BLUE: blue[3:] + [extra], RED: [basic(RED, 0), basic(RED, 1), basic(RED, 2)]},
    )
    screen, rules = screen_at(game, state)
    html = screen.render()
    note = text(html, "limit-note")
    assert "5" in note and "2" in note, note  # at most 5, two more here
    assert text(html, f"limit-{BLUE}") == ("3 of 5 cards" if lang == "en" else "3 из 5 карт")
    state = rules.apply(state, Play(blue[3]))
    state = rules.apply(state, Play(basic(RED, 0)))
    screen, rules = screen_at(game, state)
    last = text(screen.render(), "limit-note")
    assert last and last != note and "5" in last  # the last card: then the pass is made for the seat
    before = state
    state = rules.apply(state, Play(blue[4]))
    state = rules.apply(state, Play(basic(RED, 1)))  # Blue is at 5 of 5: passed by the rules
    assert state.passed[BLUE] and extra in state.hands[BLUE]
    log = game.pylog.describe(rules, before, Play(blue[4]), rules.apply(before, Play(blue[4])))
    log += game.pylog.describe(rules, rules.apply(before, Play(blue[4])), Play(basic(RED, 1)), state)
    lines = [TAG.sub("", line.html) for entry in log for line in game.pylog.lines(entry, None, lambda s: f"P{s}")]
    assert any(("5 cards played there" if lang == "en" else "выложено 5 карт") in line for line in lines), lines


def test_three_players_have_no_limit_to_tell(game, lang):
    state = in_city(3, data.GIZA, BLUE, hands={BLUE: [basic(BLUE, 0), basic(BLUE, 1)]})
    html = screen_at(game, state, seats=3)[0].render()
    assert 'data-testid="limit-note"' not in html and 'data-testid="limit-0"' not in html


def test_an_overseer_says_why_the_sums_are_below_the_printed_numbers(game, lang):
    """The tutorial's case: a Merchant 5 counts 4 once the opponent's Overseer is in the city."""
    merchant = card("merchant", 0, trade=5)
    overseer = next(i for i in data.DECK_IDS if data.CARDS[i].kind == data.OVERSEER)
    state = in_city(
        2,
        data.GIZA,
        RED,
        played=[(merchant, RED), (overseer, BLUE)],
        hands={RED: [basic(RED, 0)], BLUE: [basic(BLUE, 0)]},
    )
    html = screen_at(game, state)[0].render()
    cut = text(html, f"cut-{RED}")
    assert ("Overseer: −1" if lang == "en" else "Надсмотрщик: −1") in cut
    assert f'data-testid="cut-{BLUE}"' not in html  # the Overseer's owner counts in full
    # without the Overseer there is nothing to explain
    plain = in_city(2, data.GIZA, RED, played=[(merchant, RED)], hands={RED: [basic(RED, 0)], BLUE: [basic(BLUE, 0)]})
    assert 'data-testid="cut-' not in screen_at(game, plain)[0].render()
