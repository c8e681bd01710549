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

    qr = page.locator('[data-testid="invite-qr-1"] svg.qr')
    assert qr.get_attribute("role") == "img" and qr.get_attribute("aria-label") == "QR code of the invitation for Bo"
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
    assert page.locator("svg.qr").count() == 2
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= 390, width  # nothing wider than the phone
    _check(audit(page, "invitations, phone, ru"))
