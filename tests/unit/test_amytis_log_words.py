"""The Amytis log as a screen reader is told it (presentation/log.entry_words): a piece drawn
next to its name is said once, so no line says a name twice in a row ("Theater (orange ▲)
Theater (orange ▲)", "project Project 7"), in either language, over whole random games."""

from __future__ import annotations

import pytest

from engine.amytis import RULES
from tests.amytis.play import random_game, random_options
from web.agora_web import games
from web.agora_web.presentation import log as shared_log
from web.agora_web.texts import i18n
from web.agora_web.ui.spoken import spoken

GAME_LOG = games.ui_module("amytis", "log")


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_lang(i18n.DEFAULT)


def _listed(run: "list[str]") -> bool:
    """Whether a run of words holds a list's separator: "green ●, green ●" and "pink ■ / pink ■"
    are items of a pattern, said one after another on purpose."""
    return any(word == "/" or word.endswith((",", ";")) for word in run)


def repeated(words: str) -> "list[str]":
    """Runs of words said twice back to back (case aside), but a list's items."""
    tokens = words.lower().split()
    found = []
    for size in range(1, len(tokens) // 2 + 1):
        for i in range(len(tokens) - 2 * size + 1):
            run = tokens[i : i + size]
            if run == tokens[i + size : i + 2 * size] and not _listed(run):
                found.append(" ".join(tokens[i : i + 2 * size]))
    return found


def test_the_check_finds_a_name_said_twice():
    assert repeated("builds Theater (orange ▲) Theater (orange ▲) on their board") == [
        "theater (orange ▲) theater (orange ▲)"
    ]
    assert repeated("takes the face-up project Project 7: 10 points") == ["project project"]
    assert repeated("green ●, green ●, any, any / blue ★ / blue ★") == []


def test_an_image_is_said_by_its_title_alone():
    """role="img" is one image to a screen reader: what is drawn in it (a card's printed
    points) is not said after its name."""
    html = '<b>takes</b> <svg role="img"><title>Project 7</title><text>10</text></svg> now'
    assert spoken(html) == "takes Project 7 now"
    assert spoken('<svg aria-hidden="true"><title>Garden</title></svg> Garden') == "Garden"


def _entries(seed: int):
    start, moves, _end = random_game(seed, random_options(seed * 37))
    entries = list(GAME_LOG.describe_start(RULES, start))
    state = start
    for action in moves:
        after = RULES.apply(state, action)
        entries += GAME_LOG.describe(RULES, state, action, after)
        state = after
    return entries


@pytest.mark.parametrize("seed", range(4))
def test_no_spoken_line_says_a_name_twice_in_a_row(seed):
    entries = _entries(seed)
    told = 0
    for code in i18n.LANGS:
        i18n.set_lang(code)
        for viewer in (0, 1, None):
            for entry in entries:
                for words in shared_log.entry_words(GAME_LOG, entry, viewer, lambda seat: ("Ann", "Bob")[seat]):
                    assert repeated(words) == [], (code, words)
                    told += 1
    assert told > 100  # whole games were told: builds, projects, palaces
