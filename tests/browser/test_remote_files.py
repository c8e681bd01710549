"""Remote games' files and deletion in the browser: a turn too long for a messenger's link
(Pyramidion's shuffle pass) is offered as a file, and the other device opens that file from its
home screen exactly as it would open the link; a remote game deleted from the saves list takes
its entry and its signing key with it, and leaves every other game as it was."""

from __future__ import annotations

import re

import json

import pytest

from fixtures_web import start_url
from test_accessibility import _check, audit

pytestmark = pytest.mark.browser

EARLY = 'globalThis[Symbol.for("agora.boot.early")]'
PREFIX = "agora.remote.v1."


def _host_invites(page, game: str, names=("Ann", "Bo")) -> "list[str]":
    """From the home screen: a game of `game` with this device's seat and friends' seats, set up;
    the invitation links the page gives."""
    page.get_by_test_id(f"new-game-{game}").click()
    while page.locator('[data-testid^="seat-name-"]').count() < len(names):
        page.get_by_test_id("add-seat").click()
    while (count := page.locator('[data-testid^="seat-name-"]').count()) > len(names):
        page.get_by_test_id(f"remove-seat-{count - 1}").click()
    for i, name in enumerate(names):
        if i:
            page.get_by_test_id(f"seat-kind-{i}").select_option("friend")
        page.get_by_test_id(f"seat-name-{i}").fill(name)
    page.get_by_test_id("start").click()
    page.get_by_test_id("invite-answers").wait_for()
    return [page.get_by_test_id(f"invite-url-{i}").input_value() for i in range(1, len(names))]


def _settled(page) -> None:
    page.wait_for_selector('body[data-ready="true"][data-busy="false"]', state="attached", timeout=60_000)


def _open(page, url: str) -> None:
    """Open a link in a page (loaded anew) and wait until it has been dealt with."""
    page.goto(url)
    _settled(page)


def _kept(page) -> dict:
    return page.evaluate("() => Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)]))")


def _messages(page) -> int:
    (entry,) = [v for k, v in _kept(page).items() if k.startswith(PREFIX)]
    return len(json.loads(json.loads(entry)["save"])["messages"])


def _key_ids(page) -> "list[str]":
    """The games whose signing keys this browser keeps (IndexedDB, through keys.py)."""
    code = "import json\nfrom agora_web.remote import keys\njson.dumps(await (await keys.open_store()).games())"
    return sorted(json.loads(page.evaluate(f"async code => (await {EARLY}).runPythonAsync(code)", code)))


def test_a_turn_too_long_for_a_link_is_sent_as_a_file_and_opens_as_the_link(app_page, app_url, open_app, fresh_page):
    host = app_page
    open_app(host, start_url(app_url))
    (invitation,) = _host_invites(host, "pyramidion")
    guest = fresh_page()  # another device: nothing shared but what is sent
    _open(guest, invitation)
    guest.get_by_test_id("join").click()
    _open(host, guest.get_by_test_id("answer-url-0").input_value())
    _open(guest, host.get_by_test_id("start-link-url-0").input_value())
    guest.get_by_test_id("remote-send").click()  # the guest's device fixes the opening draw
    short = guest.get_by_test_id("turn-link-url-0").input_value()
    assert len(short) <= 2000 and guest.get_by_test_id("turn-link-file-0").count() == 0
    _open(host, short)

    # the host's next message carries the first part of its shuffle pass, which fits in a
    # link; with the limit lowered for this page it stands for a message too long for one
    code = "from agora_web.remote import game\ngame.LINK_LIMIT = 1000"
    host.evaluate(f"async code => (await {EARLY}).runPythonAsync(code)", code)
    host.get_by_test_id("remote-send").click()
    host.get_by_test_id("turn-link-file-0").wait_for()
    url = host.get_by_test_id("turn-link-url-0").input_value()
    assert "#t=" in url and 1000 < len(url) <= 2000
    note = host.get_by_test_id("turn-link-file-note-0").text_content()
    assert str(len(url)) in note and "Open a game file" in note
    assert host.get_by_test_id("turn-link-file-0").get_attribute("aria-label") == "Save as a file for everyone"
    assert host.locator('[data-testid="turn-link-qr-0"]').count() == 0  # no QR code nobody can read
    # headless Chromium shares no files: the button is offered only where the browser can
    can_share = host.evaluate(
        "() => !!navigator.canShare && navigator.canShare({files: [new File(['x'], 'a.agora', {type: 'text/plain'})]})"
    )
    assert host.get_by_test_id("turn-link-share-file-0").count() == (1 if can_share else 0)
    _check(audit(host, "a turn sent as a file"))
    host.set_viewport_size({"width": 390, "height": 844})  # on a phone: nothing wider than it
    assert host.evaluate("() => document.documentElement.scrollWidth") <= 390
    assert host.get_by_test_id("turn-link-file-0").is_visible()
    with host.expect_download() as download:
        host.get_by_test_id("turn-link-file-0").click()
    saved = download.value
    assert saved.suggested_filename.startswith("agora-turn-link-") and saved.suggested_filename.endswith(".agora")
    path = saved.path()
    with open(path, encoding="utf-8") as file:
        assert file.read() == url + "\n"
    assert host.get_by_test_id("turn-link-status-0").text_content() == (
        "The file is saved: send it to the other device."
    )

    # the guest opens the file from its home screen, in Russian: the message is taken as from the link
    guest.get_by_test_id("invite-home").click()
    guest.get_by_test_id("lang-ru").click()
    guest.wait_for_function("() => document.documentElement.lang === 'ru'")
    before = _messages(guest)
    guest.get_by_test_id("import-file").set_input_files(path)
    guest.get_by_test_id("remote-applied").wait_for()
    _settled(guest)
    assert _messages(guest) == before + 1
    assert guest.get_by_test_id("remote-applied").text_content() == "Получено ходов: 1."
    kept = _kept(guest)
    # the same message by its link is one the device already holds: nothing changes
    _open(guest, url)
    assert guest.get_by_test_id("remote-notice").text_content() == _already_seen(guest)
    assert _kept(guest) == kept


def test_a_shuffle_pass_goes_in_two_links_and_older_messages_are_folded_below_the_link(
    app_page, app_url, open_app, fresh_page
):
    host = app_page
    open_app(host, start_url(app_url))
    (invitation,) = _host_invites(host, "pyramidion")
    guest = fresh_page()  # another device: nothing shared but what is sent
    _open(guest, invitation)
    guest.get_by_test_id("join").click()
    _open(host, guest.get_by_test_id("answer-url-0").input_value())
    _open(guest, host.get_by_test_id("start-link-url-0").input_value())
    guest.get_by_test_id("remote-send").click()  # the guest's device fixes the opening draw
    _open(host, guest.get_by_test_id("turn-link-url-0").input_value())

    # the host's pass of the sealed deck: two messages, each with a link that fits
    host.get_by_test_id("remote-send").click()
    first = host.get_by_test_id("turn-link-url-0")
    first.wait_for()
    first = first.input_value()
    assert len(first) <= 2000 and host.get_by_test_id("remote-folded").count() == 0
    host.get_by_test_id("remote-back-to-game").click()
    host.get_by_test_id("remote-send").click()
    second = host.get_by_test_id("turn-link-url-0")
    second.wait_for()
    second = second.input_value()
    assert len(second) <= 2000 and host.get_by_test_id("turn-link-file-0").count() == 0
    # the first part does not fit beside the second: it is folded below, for a device that missed it
    folded = host.get_by_test_id("remote-folded")
    assert folded.get_attribute("open") is None and not host.get_by_test_id("earlier-link-url-0").is_visible()
    assert "(1)" in folded.locator(":scope > summary").text_content()
    folded.locator(":scope > summary").focus()
    host.keyboard.press("Enter")
    host.get_by_test_id("earlier-link-url-0").wait_for()
    assert host.get_by_test_id("earlier-link-url-0").input_value() == first
    copy = host.get_by_test_id("earlier-link-copy-0")
    assert copy.get_attribute("aria-label") == "Copy the link for a device that is behind"
    _check(audit(host, "a turn link with earlier messages folded"))

    # a device that missed the first link opens the second first: it waits, then both apply
    before = _messages(guest)
    _open(guest, second)
    assert _messages(guest) == before
    _open(guest, first)
    assert _messages(guest) == before + 2


def _already_seen(page) -> str:
    code = "import json\nfrom agora_web.remote import words, session\njson.dumps(words.refusal_text(session.DUPLICATE))"
    return json.loads(page.evaluate(f"async code => (await {EARLY}).runPythonAsync(code)", code))


def test_deleting_a_remote_game_takes_its_key_and_leaves_the_others(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    _host_invites(page, "akropolis", names=("Ann", "Bo"))
    page.get_by_test_id("invite-home").click()
    _host_invites(page, "amytis", names=("Ann", "Vera"))
    page.get_by_test_id("invite-home").click()
    rows = page.get_by_test_id("remote-row")
    assert rows.count() == 2
    before = _kept(page)
    games = sorted(k[len(PREFIX) :] for k in before if k.startswith(PREFIX))
    assert _key_ids(page) == games
    doomed = page.locator('[data-testid="remote-row"]', has_text="Akropolis").get_attribute("data-key")
    kept_game = next(g for g in games if g != doomed)

    row = page.locator(f'[data-testid="remote-row"][data-key="{doomed}"]')
    delete = row.get_by_test_id("delete-remote")
    # named after its row (game, players, whose turn, when), as a screen reader lists it
    assert row.get_by_role("button", name=re.compile(r"^Delete Akropolis .*Ann, Bo")).count() == 1
    # by keyboard: Delete asks first and the focus waits on Keep; Escape keeps the game
    delete.focus()
    page.keyboard.press("Enter")
    keep = row.get_by_test_id("delete-no")
    keep.wait_for()
    page.wait_for_function("() => document.activeElement?.dataset.testid === 'delete-no'")
    assert "its key" in row.text_content()
    _check(audit(page, "delete a remote game?"))
    page.keyboard.press("Escape")
    page.wait_for_function("() => document.activeElement?.dataset.testid === 'delete-remote'")
    assert row.get_attribute("data-key") == doomed and _kept(page) == before

    # in Russian on a phone, the same question; Yes, delete
    page.set_viewport_size({"width": 390, "height": 844})
    page.get_by_test_id("lang-ru").click()
    page.wait_for_function("() => document.documentElement.lang === 'ru'")
    before = _kept(page)
    assert row.get_by_role("button", name=re.compile(r"^Удалить Акрополис .*Ann, Bo")).count() == 1
    row.get_by_test_id("delete-remote").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.activeElement?.dataset.testid === 'delete-no'")
    assert "ключ" in row.text_content()
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    _check(audit(page, "delete a remote game? phone, ru"))
    page.keyboard.press("Shift+Tab")
    page.wait_for_function("() => document.activeElement?.dataset.testid === 'delete-remote-yes'")
    page.keyboard.press("Enter")
    page.wait_for_function("k => !document.querySelector(`[data-testid=remote-row][data-key='${k}']`)", arg=doomed)

    after = _kept(page)
    assert not [k for k, v in after.items() if doomed in k or doomed in v]  # nothing of it is left
    assert after == {k: v for k, v in before.items() if k != PREFIX + doomed}  # everything else as it was
    assert _key_ids(page) == [kept_game]
    assert page.get_by_test_id("remote-row").count() == 1
    # the game left is whole: it opens on its invitations again
    page.get_by_test_id("open-remote").click()
    page.get_by_test_id("invite-answers").wait_for()
