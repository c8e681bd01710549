"""Buttons repeated on every row say which row they act on, for a screen reader's list of
buttons: a saved game's Open, Replay, Review and Delete carry its game and players; a setup
seat's Remove and name field carry the player's number."""

from __future__ import annotations

import json
import re

import msgspec
import pytest
from fixtures_web import FAST

from engine.core import records
from engine.core.protocol import Seat

pytestmark = pytest.mark.browser


def _save(game: str, names: "list[str]", save_id: str, updated: int) -> "tuple[str, str]":
    record = records.new_record(game, [Seat(n) for n in names], seed=7)
    doc = {
        "version": 1,
        "id": save_id,
        "game": game,
        "created": 1,
        "updated": updated,
        "players": names,
        "record": msgspec.to_builtins(record),
    }
    return f"agora.saves.v1.{save_id}", json.dumps(doc)


def test_the_buttons_of_each_saved_game_name_it(app_page, app_url, open_app):
    page = app_page
    open_app(page, app_url + FAST)
    for key, text in (_save("akropolis", ["Ann", "Bob"], "one", 2), _save("amytis", ["Cleo", "Dan"], "two", 1)):
        page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, text])
    open_app(page, app_url + FAST)
    assert page.get_by_role("button", name=re.compile(r"^Open Akropolis.*Ann, Bob")).count() == 1
    assert page.get_by_role("button", name=re.compile(r"^Open Architects of Amytis.*Cleo, Dan")).count() == 1
    assert page.get_by_role("button", name=re.compile(r"^Delete Architects of Amytis")).count() == 1
    page.get_by_role("button", name=re.compile(r"^Delete Akropolis")).click()
    assert page.get_by_role("button", name=re.compile(r"^Yes, delete Akropolis")).count() == 1
    page.get_by_test_id("delete-no").click()


def test_two_saves_of_the_same_game_and_players_read_apart(app_page, app_url, open_app):
    """The row's status and date follow its game and players in its buttons' names (as the
    browser computes them): two saves of the same game and players no longer read alike."""
    page = app_page
    open_app(page, app_url + FAST)
    three_days = 3 * 24 * 3600 * 1000
    for key, text in (
        _save("akropolis", ["Ann", "Bob"], "one", 2),
        _save("akropolis", ["Ann", "Bob"], "two", three_days),
    ):
        page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, text])
    open_app(page, app_url + FAST)
    assert page.get_by_role("button", name=re.compile(r"^Open Akropolis.*Ann, Bob.*Round")).count() == 2
    assert page.get_by_role("button", name=re.compile(r"^Open Akropolis.*Ann, Bob.*04.01.1970")).count() == 1
    assert page.get_by_role("button", name=re.compile(r"^Delete Akropolis.*Ann, Bob.*04.01.1970")).count() == 1


def test_a_setup_seat_s_remove_button_and_name_field_say_which_player(app_page, app_url, open_app):
    page = app_page
    open_app(page, app_url + FAST)
    page.get_by_test_id("new-game-akropolis").click()
    page.get_by_test_id("start").wait_for()
    page.get_by_test_id("add-seat").click()
    assert page.get_by_role("button", name="Remove player 3").count() == 1
    assert page.get_by_role("textbox", name="Name of player 2").count() == 1


def test_an_amytis_project_card_is_named_by_what_it_asks(app_page, app_url, open_app):
    page = app_page
    open_app(page, app_url + FAST)
    page.get_by_test_id("new-game-amytis").click()
    page.get_by_test_id("start").click()
    card = page.locator('button[data-testid^="proj-"]').first
    card.wait_for()
    name = card.evaluate("b => b.getAttribute('aria-label')")
    assert re.match(r"Project \d+: \d+ points? at the end of the game", name), name
    assert page.get_by_role("button", name=name).count() == 1
