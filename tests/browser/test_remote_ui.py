"""Remote games on screen: a seat given to "a friend on another device" makes the game a remote
one, set up on this device, whose invitations the page gives per friend (the link to copy, a QR
code drawn in the page by the vendored segno, the share sheet where the browser has one)."""

from __future__ import annotations

import pytest

from web.agora_web.remote import messages

from fixtures_web import start_url
from test_accessibility import _check, audit

pytestmark = pytest.mark.browser


def _host_invites(page, names=("Ann", "Bo"), kinds=("human", "friend")) -> "list[str]":
    """From the home screen: an Akropolis game with the given seats, started; the invitation
    links the page gives."""
    page.get_by_test_id("new-game-akropolis").click()
    while page.locator('[data-testid^="seat-name-"]').count() < len(kinds):
        page.get_by_test_id("add-seat").click()
    for i, (name, kind) in enumerate(zip(names, kinds)):
        page.get_by_test_id(f"seat-kind-{i}").select_option(kind)
        page.get_by_test_id(f"seat-name-{i}").fill(name)
    page.get_by_test_id("start").click()
    page.get_by_test_id("invite-answers").wait_for()
    friends = [i for i, kind in enumerate(kinds) if kind == "friend"]
    return [page.get_by_test_id(f"invite-url-{i}").input_value() for i in friends]


def test_a_friend_seat_gives_an_invitation_with_link_copy_and_qr(app_page, app_url, open_app):
    page = app_page
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    open_app(page, start_url(app_url))
    # the first seat is this device's: no friend there
    page.get_by_test_id("new-game-akropolis").click()
    assert page.locator('[data-testid="seat-kind-0"] option[value="friend"]').count() == 0
    page.get_by_test_id("setup-back").click()

    (url,) = _host_invites(page)
    assert url.startswith(app_url.split("?")[0] + "#i="), url
    assert len(url) <= 2000
    invite = messages.unpack_one(messages.payload_of(url.split("#", 1)[1], messages.INVITE_KEY), messages.Invite)
    assert [p.name for p in invite.players] == ["Ann", "Bo"] and invite.seat == 1
    assert page.get_by_test_id("invite-answers").text_content().strip() == "Answers received: 0 of 1."

    # the QR code is drawn only when asked for: its summary opens it, by mouse or keyboard
    assert page.locator('[data-testid="invite-qr-1"] svg.qr').count() == 0
    page.get_by_test_id("invite-qr-show-1").click()
    qr = page.locator('[data-testid="invite-qr-1"] svg.qr')
    qr.wait_for()
    assert qr.get_attribute("role") == "img" and qr.get_attribute("aria-label") == "QR code of the link for Bo"
    assert qr.locator("path").count() == 1

    page.get_by_test_id("invite-copy-1").click()
    page.wait_for_function("() => document.querySelector('[data-testid=\"invite-status-1\"]').textContent !== ''")
    assert page.evaluate("() => navigator.clipboard.readText()") == url
    # the page's share sheet appears only where the browser has one (headless Chromium has none)
    has_share = page.evaluate("() => typeof navigator.share === 'function'")
    assert page.get_by_test_id("invite-share-1").count() == (1 if has_share else 0)

    # the game is kept on this device, beside its key
    kept = page.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith('agora.remote.v1.'))")
    assert len(kept) == 1
    _check(audit(page, "invitations, desktop, en"))


def test_invitations_in_russian_on_a_phone_are_axe_clean(app_page, app_url, open_app):
    page = app_page
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, start_url(app_url))
    page.get_by_test_id("lang-ru").click()
    page.wait_for_function("() => document.documentElement.lang === 'ru'")
    urls = _host_invites(page, names=("Аня", "Боря", "Вера"), kinds=("human", "friend", "friend"))
    assert len(urls) == 2 and urls[0] != urls[1]
    assert page.get_by_test_id("invite-answers").text_content().strip() == "Получено ответов: 0 из 2."
    for seat in (1, 2):  # each QR code opened (Russian words, phone width)
        show = page.get_by_test_id(f"invite-qr-show-{seat}")
        assert show.text_content() == "Показать QR-код"
        show.click()
        page.locator(f'[data-testid="invite-qr-{seat}"] svg.qr').wait_for()
    assert page.locator("svg.qr").count() == 2
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= 390, width  # nothing wider than the phone
    _check(audit(page, "invitations, phone, ru"))


def _open(page, url: str) -> None:
    """Open a link in a page (loaded anew) and wait until it has been dealt with."""
    page.goto(url)
    page.wait_for_selector('body[data-ready="true"][data-busy="false"]', state="attached", timeout=60_000)


def _kept(page) -> dict:
    return page.evaluate("""() => Object.fromEntries(Object.keys(localStorage)
        .filter(k => k.startsWith('agora.remote.v1.')).map(k => [k, localStorage.getItem(k)]))""")


def test_two_devices_gather_by_links_and_a_tampered_link_changes_nothing(app_page, app_url, open_app, fresh_page):
    host = app_page
    open_app(host, start_url(app_url))
    (invitation,) = _host_invites(host)
    guest = fresh_page()  # another device: nothing shared but the links
    _open(guest, invitation)
    guest.get_by_test_id("join-intro").wait_for()
    _check(audit(guest, "joining"))
    assert "Bo" in guest.get_by_test_id("join-intro").text_content()
    guest.get_by_test_id("join-name").fill("Bo's phone")
    guest.get_by_test_id("join").click()
    answer = guest.get_by_test_id("answer-url-0").input_value()
    assert "#j=" in answer and len(answer) <= 2000
    assert guest.locator('[data-testid="answer-qr-0"] svg.qr').count() == 0
    guest.get_by_test_id("answer-qr-show-0").focus()
    guest.keyboard.press("Enter")
    guest.locator('[data-testid="answer-qr-0"] svg.qr').wait_for()

    _open(host, answer)
    start = host.get_by_test_id("start-link-url-0").input_value()
    assert "#t=" in start
    host_turn = host.get_by_test_id("remote-turn").text_content()
    _check(audit(host, "the start to send"))

    _open(guest, start)
    guest_turn = guest.get_by_test_id("remote-turn").text_content()
    # both devices agree: the guest's device sends next (it fixes the opening deal)
    assert host_turn == "Waiting for a link from Bo's phone."
    assert guest_turn == "This device sends next: open the game here to go on."
    assert guest.get_by_test_id("remote-applied").text_content() == "Moves received: 1."

    # the guest's device fixes the opening deal: its message needs no move, and is sent from here
    _check(audit(guest, "a game's state, with Send"))
    guest.get_by_test_id("remote-send").click()
    turn = guest.get_by_test_id("turn-link-url-0").input_value()
    assert "#t=" in turn and len(turn) <= 2000
    assert guest.get_by_test_id("remote-turn").text_content() == "It is Ann's turn."
    _open(host, turn)
    assert host.get_by_test_id("remote-turn").text_content() == "It is your turn, Ann."
    assert host.get_by_test_id("remote-send").count() == 0  # a move is needed: not sent empty
    _open(host, turn)  # the same link again: said, nothing changes
    assert (
        host.get_by_test_id("remote-notice").text_content()
        == "You have already opened this message. Nothing was changed."
    )
    host_turn, guest_turn = "It is your turn, Ann.", "It is Ann's turn."
    _open(host, answer)  # an answer after the start: already taken
    assert (
        host.get_by_test_id("notice").text_content().strip()
        == "You have already opened this message. Nothing was changed."
    )

    # the saves lists say whose turn it is, and open the game as it stands
    for page, turn in ((host, host_turn), (guest, guest_turn)):
        if page is guest:
            page.get_by_test_id("invite-home").click()
        row = page.get_by_test_id("remote-row")
        assert row.count() == 1 and row.get_by_test_id("remote-status").text_content() == turn
        assert "Ann, Bo" in row.text_content()
    guest.get_by_test_id("open-remote").click()
    assert guest.get_by_test_id("remote-turn").text_content() == guest_turn

    # the same link again, and a changed one: a clear message, nothing saved changes
    before = _kept(guest)
    payload_at = start.index("#t=") + 3
    middle = payload_at + (len(start) - payload_at) // 2
    tampered = start[:middle] + ("A" if start[middle] != "A" else "B") + start[middle + 1 :]
    _open(guest, tampered)
    notice = guest.get_by_test_id("notice")
    notice.wait_for()
    assert notice.text_content().strip().endswith("Nothing was changed.")
    assert _kept(guest) == before
    _open(guest, app_url.split("?")[0] + "#i=1.AAAA")  # not an invitation at all
    guest.get_by_test_id("notice").wait_for()
    assert _kept(guest) == before


def _gather(host, guest, app_url) -> None:
    """Host and guest gathered by links up to the host's first turn, shown on its game screen."""
    (invitation,) = _host_invites(host)
    _open(guest, invitation)
    guest.get_by_test_id("join").click()
    _open(host, guest.get_by_test_id("answer-url-0").input_value())
    _open(guest, host.get_by_test_id("start-link-url-0").input_value())
    guest.get_by_test_id("remote-send").click()  # the guest's device fixes the opening deal
    _open(host, guest.get_by_test_id("turn-link-url-0").input_value())


def _wait_turn_said(page, words: str) -> None:
    """Until the moves received have been played on the screen and it says whose turn it is."""
    page.wait_for_function(
        """w => document.body.dataset.busy === "false" &&
              document.querySelector('[data-testid="remote-turn"]')?.textContent === w""",
        arg=words,
        timeout=60_000,
    )


def _play_turn_and_send(page) -> str:
    """This device's Akropolis turn by clicks (a tile, a spot, Confirm), then Send: the link."""
    log_before = int(page.get_by_test_id("log").get_attribute("data-count"))
    assert page.get_by_test_id("remote-send").count() == 0  # nothing to send before the move
    page.locator('[data-testid^="site-tile-"]:not([disabled])').first.click()
    page.locator('[data-testid^="spot-"]').first.click()
    page.get_by_test_id("confirm").click()
    send = page.get_by_test_id("remote-send")
    send.wait_for()
    assert int(page.get_by_test_id("log").get_attribute("data-count")) > log_before
    assert page.get_by_test_id("remote-ready").is_visible()
    assert page.get_by_test_id("undo").count() == 0  # a turn handed on is not taken back
    send.click()
    link = page.get_by_test_id("turn-link-url-0").input_value()
    assert "#t=" in link and len(link) <= 2000
    return link


def _site(page) -> "list[str]":
    return page.locator('[data-testid^="site-tile-"]').evaluate_all("els => els.map(e => e.dataset.tile)")


def test_host_and_guest_each_play_a_turn_on_their_own_game_screens(app_page, app_url, open_app, fresh_page):
    """Ann plays at a desktop in English, Bo on a phone in Russian: each plays a turn by clicks on
    the game's own screen and sends its link; the other device shows the move, then whose turn."""
    host = app_page
    open_app(host, start_url(app_url))
    guest = fresh_page(viewport={"width": 390, "height": 844})
    _gather(host, guest, app_url)
    guest.get_by_test_id("lang-ru").click()  # each device keeps its own language
    guest.wait_for_function("() => document.documentElement.lang === 'ru'")
    # the host's game screen: Ann plays here, Bo is waited for on another device
    _wait_turn_said(host, "It is your turn, Ann.")
    assert host.locator('[data-testid^="site-tile-"]:not([disabled])').count() > 0
    assert host.get_by_test_id("remote-waiting").count() == 0
    _check(audit(host, "a remote game's own screen, this device's turn"))
    site_before = _site(host)

    ann_turn = _play_turn_and_send(host)
    assert host.get_by_test_id("remote-turn").text_content() == "It is Bo's turn."

    # the guest sees Ann's move played on its screen (the site as it was before it, then
    # without her tile), then its own turn
    guest.evaluate("""() => { window.__sites = [];
        new MutationObserver(() => {
          const n = document.querySelectorAll('[data-testid^="site-tile-"]').length;
          if (n && window.__sites[window.__sites.length - 1] !== n) window.__sites.push(n);
        }).observe(document, {subtree: true, childList: true}); }""")  # the link opens in this page
    _open(guest, ann_turn)
    _wait_turn_said(guest, "Ваш ход, Bo.")
    assert "Ann" in guest.get_by_test_id("log").inner_text()
    assert guest.get_by_test_id("remote-applied").text_content() == "Получено ходов: 1."
    assert len(_site(guest)) == len(site_before) - 1  # Ann's tile left the construction site
    assert guest.evaluate("window.__sites") == [len(site_before), len(site_before) - 1]
    assert guest.evaluate("() => document.documentElement.scrollWidth") <= 390
    _check(audit(guest, "a remote game's own screen after a move received, phone, ru"))

    bo_turn = _play_turn_and_send(guest)
    assert guest.get_by_test_id("remote-turn").text_content() == "Сейчас ходит Ann."

    # the host sees Bo's move, and it is Ann's turn again
    _open(host, bo_turn)
    _wait_turn_said(host, "It is your turn, Ann.")
    assert "Bo" in host.get_by_test_id("log").inner_text()
    assert len(_site(host)) == len(site_before) - 2

    # both devices hold the same chain; the host, opened from its saves, waits for nobody
    kept_host, kept_guest = _kept(host), _kept(guest)
    (h,), (g,) = kept_host.values(), kept_guest.values()
    assert _chain(h) == _chain(g) and len(_chain(h)) == 4
    # a turn link opened again changes nothing; the guest's screen waits for Ann
    _open(guest, bo_turn)
    assert (
        guest.get_by_test_id("remote-notice").text_content() == "Это сообщение вы уже открывали. Ничего не изменилось."
    )
    assert guest.get_by_test_id("remote-waiting").text_content() == "Ждём игрока Ann: он играет на другом устройстве."
    assert guest.locator('[data-testid^="site-tile-"]:not([disabled])').count() == 0
    assert _kept(guest) == kept_guest


def _chain(entry_text: str) -> list:
    import json

    return json.loads(json.loads(entry_text)["save"])["messages"]
