"""The home screen's remote games are told apart by screen readers: each row's Open and Delete
are named after the row's game, players, whose turn it is and when it last changed
(web/agora_web/screens/remote_saves_list.py, ui/html.py's named_by_row), so two games of the same
game with the same players no longer read alike."""

from __future__ import annotations

import types
from html.parser import HTMLParser

import pytest

from screen_play import stub_page


class _Named(HTMLParser):
    """Each element's text by id, and each button's aria-labelledby."""

    def __init__(self):
        super().__init__()
        self.texts, self.buttons, self._open = {}, [], []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self._open.append(a.get("id"))
        if tag == "button":
            self.buttons.append(a)

    def handle_endtag(self, tag):
        self._open.pop()

    def handle_data(self, data):
        for ident in self._open:
            if ident:
                self.texts[ident] = self.texts.get(ident, "") + data

    def name(self, button: dict) -> str:
        ids = (button.get("aria-labelledby") or "").split()
        return " ".join(self.texts.get(i, "").strip() for i in ids)


class _Store(dict):
    def set(self, key, value):
        self[key] = value


@pytest.fixture
def en(monkeypatch):
    stub_page(monkeypatch)
    from web.agora_web import dom
    from web.agora_web.texts import i18n

    when = lambda ms: types.SimpleNamespace(toLocaleString=lambda _locale: f"day {ms}")  # noqa: E731
    monkeypatch.setattr(dom, "window", types.SimpleNamespace(Date=types.SimpleNamespace(new=when)))
    i18n.set_lang("en")
    yield
    i18n.set_lang("en")


def test_two_remote_games_of_the_same_game_and_players_read_apart(en):
    from web.agora_web.screens import remote_saves_list
    from web.agora_web.services import remote_links

    store = _Store()
    names = ["Ann", "Bob"]
    remote_links.save(store, "aa11", "akropolis", names, 1000, b"{}", turn={"state": "seat", "seat": 0, "mine": True})
    remote_links.save(store, "bb22", "akropolis", names, 2000, b"{}", turn={"state": "seat", "seat": 1})
    parsed = _Named()
    parsed.feed("".join(remote_saves_list.rows_html(store)))
    named = {b["data-testid"] + " " + b["data-arg"]: parsed.name(b) for b in parsed.buttons}
    assert set(named) == {"open-remote aa11", "open-remote bb22", "delete-remote aa11", "delete-remote bb22"}
    assert len(set(named.values())) == 4, named
    for key, name in named.items():
        assert name.startswith("Open Akropolis" if key.startswith("open") else "Delete Akropolis"), name
        assert "Ann, Bob" in name and ("day 1000" in name) == key.endswith("aa11"), name
    assert "Bob" in named["open-remote bb22"].split("Ann, Bob", 1)[1]  # whose turn: Bob's


def test_the_delete_question_names_its_row(en):
    from web.agora_web.screens import remote_saves_list
    from web.agora_web.services import remote_links

    store = _Store()
    remote_links.save(store, "aa11", "pyramidion", ["Ann", "Bob", "Cy"], 1000, b"{}")
    parsed = _Named()
    parsed.feed("".join(remote_saves_list.rows_html(store, remote_saves_list.CONFIRM + "aa11")))
    names = [parsed.name(b) for b in parsed.buttons]
    assert len(names) == 2 and all("Pyramidion" in n and "Ann, Bob, Cy" in n and "day 1000" in n for n in names), names
