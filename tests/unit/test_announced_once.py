"""Each move is told once in the live region, whatever the order of renders (issue 39: an Amytis
take was once heard twice in a browser test under load).

The announcer (announce.py) tells, after every render, the words of the log entries the screen's
log model added since (screen.log_news), and reads the action bar as drawn. How many renders a
turn gets, and when, depends on timing: computer.py draws before each of a computer's decisions
and once its turn is done, and between its thinking slices, and while the page waits for a
person, anything else may draw the screen again (a key, a click on a project card, the language
switched and back, a hint, a deferred module arriving). Here the Amytis screen and the real
announcer run on CPython, the HTML read through a small stand-in for the DOM (mini_dom.py), and
renders are forced in at every point where the page's event loop may run something else: none,
one, two, the language switched there and back, and seeded mixes of these. Every order must tell
each new line of the log exactly once (as often as the log added it: two moves in the same words
are two lines) and no older line again. (The double heard in the browser was two different moves
in the same words, two face-up projects taken, which the browser test took for one move told
twice; test_key_budget.py now counts lines against the log the same way.)
"""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from engine.core import records
from engine.core.protocol import Seat
from mini_dom import Document, Element
from screen_play import record_screen, stub_page

#: what may happen at a pause of the game (while a computer thinks, after a move): nothing, a
#: render, two renders, the language switched to Russian and back (a render each)
PAUSES = ("none", "render", "twice", "language")
#: moves of the game followed (the first few turns and well into the game)
MOVES = 30
_SVG = re.compile(r"<svg\b.*?</svg>", re.S)


@pytest.fixture
def announce(monkeypatch):
    stub_page(monkeypatch)
    from web.agora_web.presentation import announce
    from web.agora_web.texts import i18n

    monkeypatch.setattr(announce, "document", Document())
    i18n.set_lang("en")
    yield announce
    i18n.set_lang("en")


def _lighter(html: str) -> str:
    """The screen's HTML without the drawings outside its log (the boards: most of its tags,
    and nothing the announcer reads but the action bar's icons, the same in every render), so
    that parsing it on CPython stays quick."""
    head, mark, rest = html.partition('<section class="log-panel">')
    log, end, tail = rest.partition("</section>")
    assert mark and end, "no log panel"
    return _SVG.sub("", head) + mark + log + end + _SVG.sub("", tail)


class Page:
    """The shell's part: the screen drawn into a root, the announcer after each render (as
    app.render does), every text said recorded."""

    def __init__(self, announce, screen):
        from web.agora_web.texts import i18n

        self.i18n = i18n
        self.screen = screen
        self.root = Element("div", {"id": "app"})
        self.announcer = announce.Announcer()
        self.said: "list[str]" = []
        say = self.announcer.say
        self.announcer.say = lambda text: (self.said.append(text) if text else None, say(text))

    def render(self) -> None:
        self.root.innerHTML = _lighter(self.screen.render())
        self.announcer.after_render(self.screen, self.root)

    def pause(self, kind: str) -> None:
        if kind in ("render", "twice"):
            self.render()
        if kind == "twice":
            self.render()
        if kind == "language":
            self.i18n.set_lang("ru")
            self.render()
            self.i18n.set_lang("en")
            self.render()


def log_lines(announce, page: Page) -> "list[str]":
    """Every line of the log as the announcer words them, oldest first: the log model's words
    (presentation/log.entry_words), which the announcer tells (screen.log_news)."""
    from web.agora_web.presentation import log as game_logs

    screen = page.screen
    return [
        words
        for entry in screen.log
        for words in game_logs.entry_words(screen.game_log, entry, screen.log_viewer(), screen.log_name)
    ]


def play(announce, schedule) -> "tuple[list[str], list[str], list[str]]":
    """A game of Ann against the computer, each move drawn as the app draws it, with the pause
    `schedule(step)` wherever the page's event loop may run something else. The log's lines
    before, the lines the game added, and what was said."""
    record = records.new_record("amytis", [Seat("Ann"), Seat("Bob", "amytis.easy")], seed=11)
    screen = record_screen(record)
    page = Page(announce, screen)
    page.render()  # the screen opened: its log is known, nothing of it is told
    before = log_lines(announce, page)
    chooser = random.Random(5)
    step = 0
    while len(screen.record.moves) < MOVES and screen.current() >= 0:
        seat = screen.current()
        legal = screen.rules.legal_actions(screen.state)
        move = legal[chooser.randrange(len(legal))]
        if screen.is_human(seat):
            # screens.play: a person's move played and drawn at once (Amytis' take and build
            # together are the same for the log: it grows by both in one render)
            screen.play_computer(move)
            page.render()
        else:
            # computer._turns: drawn with the seat thinking before each decision, then slices of
            # thinking between which anything may draw the screen, then the move played without
            # a render; once a person is to act, drawn again
            screen.thinking = seat
            page.render()
            page.pause(schedule(step))
            screen.play_computer(move)
            screen.thinking = None
            if screen.current() >= 0 and screen.is_human(screen.current()):
                page.render()
            elif screen.current() >= 0:
                step += 2
                continue  # its next decision is drawn at once (no await in between)
        page.pause(schedule(step + 1))  # the page idle: a key, a click, a deferred module...
        step += 2
    after = log_lines(announce, page)
    assert after[: len(before)] == before
    return before, after[len(before) :], page.said


def told(line: str, said: "list[str]") -> int:
    return sum(text.count(line) for text in said)


SCHEDULES = {
    "no renders between": lambda step: "none",
    "a render at every pause": lambda step: "render",
    "two renders at every pause": lambda step: "twice",
    "the language switched and back at every pause": lambda step: "language",
    "alternating": lambda step: PAUSES[step % len(PAUSES)],
    **{
        f"seeded mix {seed}": (lambda seed: lambda step: random.Random(seed * 1000 + step).choice(PAUSES))(seed)
        for seed in range(2)
    },
}


@pytest.mark.parametrize("name", SCHEDULES)
def test_each_line_of_the_log_is_told_exactly_once(announce, name):
    before, added, said = play(announce, SCHEDULES[name])
    assert len(added) > 10 and any(": takes " in line for line in added), added
    # every new line told, as often as it was added (two equal lines, two moves: twice)
    wrong = {line: (told(line, said), n) for line, n in Counter(added).items() if told(line, said) != n}
    assert not wrong, f"told (times, expected): {wrong}"
    # nothing known before is told again
    again = [line for line in before if line not in added and told(line, said)]
    assert not again, again
