"""Live games (docs/remote.md, "Live games"): two devices (separate browser contexts) gathered by
links pair by their codes, play Akropolis turns that show on the other device as they are made,
see the connection drop, and, when a pairing fails, go on in the same game by turn links."""

from __future__ import annotations

import pytest

from fixtures_live import Device, launch_live_browser
from fixtures_web import start_url
from test_accessibility import _check, audit
from test_remote_ui import _gather, _open, _site, _wait_turn_said

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def live_browser(playwright, tmp_path_factory):
    browser = launch_live_browser(playwright, tmp_path_factory)
    yield browser
    browser.close()


@pytest.fixture
def devices(live_browser, site_server):
    """Two devices (a desktop and a phone); at the end neither asked anything of another origin,
    and no page raised an error."""
    made = [
        Device(live_browser, site_server.origin),
        Device(live_browser, site_server.origin, viewport={"width": 390, "height": 844}),
    ]
    yield made
    for device in made:
        device.close()
    assert [d.foreign() for d in made] == [[], []]
    assert [d.errors for d in made] == [[], []]


def _pair(host, guest) -> None:
    """Play live on the host's game screen; the guest opens the code, and its answer is opened as a
    link on the host's device (a new tab)."""
    host.get_by_test_id("live-pair").click()
    offer = host.get_by_test_id("live-offer-url-0")
    offer.wait_for()
    assert "#o=1." in offer.input_value() and len(offer.input_value()) < 400
    assert host.locator('[data-testid="live-offer-qr-0"] svg.qr').count() == 1
    _open(guest, offer.input_value())
    answer = guest.get_by_test_id("live-answer-url-0")
    answer.wait_for()
    assert "#a=1." in answer.input_value()
    _check(audit(guest, "a live answer code, phone"))
    assert guest.evaluate("() => document.documentElement.scrollWidth") <= 390  # nothing wider than the phone
    # the host's camera opens the answer as a link: a new tab, which hands it to the waiting page
    tab = host.context.new_page()
    _open(tab, answer.input_value())
    notice = tab.get_by_test_id("notice")
    notice.wait_for()
    assert notice.text_content().strip() == "The answer went to the page that waits for it. You can close this tab."
    tab.close()


def _play_turn(page) -> None:
    """This device's Akropolis turn by clicks: a tile, a spot, Confirm (sent at once, live)."""
    page.locator('[data-testid^="site-tile-"]:not([disabled])').first.click()
    page.locator('[data-testid^="spot-"]').first.click()
    page.get_by_test_id("confirm").click()


def test_two_devices_pair_play_live_drop_and_go_on_by_links(devices, site_server):
    (host_device, guest_device) = devices
    host, guest = host_device.page, guest_device.page
    app_url = site_server.app_url
    host.goto(start_url(app_url))
    host.wait_for_selector('body[data-ready="true"]', state="attached", timeout=60_000)
    _gather(host, guest, app_url)
    _wait_turn_said(host, "It is your turn, Ann.")
    site_before = len(_site(host))

    _pair(host, guest)
    host.get_by_test_id("live-status").wait_for()
    guest.get_by_test_id("live-status").wait_for()
    assert host.get_by_test_id("live-status").text_content() == "Live with Bo: moves go over at once."
    _check(audit(host, "a live game's screen"))

    # Ann's move shows on Bo's phone with no link and no Send; then Bo's on Ann's desktop
    _play_turn(host)
    _wait_turn_said(guest, "It is your turn, Bo.")
    assert host.get_by_test_id("remote-send").count() == 0
    assert len(_site(guest)) == site_before - 1 and "Ann" in guest.get_by_test_id("log").inner_text()
    _play_turn(guest)
    _wait_turn_said(host, "It is your turn, Ann.")
    assert len(_site(host)) == site_before - 2 and "Bo" in host.get_by_test_id("log").inner_text()

    # Bo's phone leaves the page: Ann's screen says so and offers to play live again
    guest.goto(start_url(app_url))
    notice = host.get_by_test_id("remote-notice")
    notice.wait_for(timeout=30_000)
    assert notice.text_content().startswith("The connection to Bo was lost")
    host.get_by_test_id("live-pair").wait_for()

    # a pairing that fails (an answer cut by a messenger): said, and the game goes on by links
    host.get_by_test_id("live-pair").click()
    host.get_by_test_id("live-offer-url-0").wait_for()
    host.get_by_test_id("live-answer").fill(app_url + "#a=1.AQID")
    host.get_by_test_id("live-connect").click()
    problem = host.get_by_test_id("live-problem")
    problem.wait_for()
    assert problem.text_content().startswith("This code is damaged or incomplete")
    assert "turn links" in problem.text_content()
    host.get_by_test_id("live-links").click()
    _wait_turn_said(host, "It is your turn, Ann.")
    _play_turn(host)
    host.get_by_test_id("remote-send").wait_for()
    moves_logged = host.get_by_test_id("log").get_attribute("data-count")
    host.get_by_test_id("remote-send").click()
    link = host.get_by_test_id("turn-link-url-0").input_value()
    _open(guest, link)
    _wait_turn_said(guest, "It is your turn, Bo.")
    # the same moves on both devices (the site itself is refilled now: a draw Bo's next message fixes)
    assert guest.get_by_test_id("log").get_attribute("data-count") == moves_logged
