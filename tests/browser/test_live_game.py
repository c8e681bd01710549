"""Live games (docs/remote.md, "Live games"): two devices (separate browser contexts) gathered by
links pair by their codes, play Akropolis turns that show on the other device as they are made,
see the connection drop, and, when a pairing fails, go on in the same game by turn links. Three
devices: both guests pair with the host, which passes each one's moves on to the other; a guest
that drops is waited for, said on every screen, and catches up when it pairs again (in Russian)."""

from __future__ import annotations

import pytest

from fixtures_live import Device, live_browser  # noqa: F401 (a fixture)
from fixtures_web import start_url
from test_accessibility import _check, audit
from test_remote_ui import _gather, _host_invites, _open, _site, _wait_turn_said

pytestmark = pytest.mark.browser


@pytest.fixture
def devices(live_browser, site_server):  # noqa: F811
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


def _pair(host, guest, checks: bool = True, label: str = "Play live") -> None:
    """Play live on the host's game screen; the guest opens the code, and its answer is opened as a
    link on the host's device (a new tab; without `checks`, pasted into the host's field)."""
    assert host.get_by_test_id("live-pair").text_content() == label
    host.get_by_test_id("live-pair").click()
    offer = host.get_by_test_id("live-offer-url-0")
    offer.wait_for()
    assert "#o=1." in offer.input_value() and len(offer.input_value()) < 400
    assert host.locator('[data-testid="live-offer-qr-0"] svg.qr').count() == 1
    helps = host.get_by_test_id("live-help")
    assert helps.locator("summary").text_content() == "How playing live works"
    helps.locator("summary").click()  # folded help opens: it says the host relays, and cannot forge
    assert "passes each move on" in helps.inner_text() and "can neither change them" in helps.inner_text()
    _open(guest, offer.input_value())
    answer = guest.get_by_test_id("live-answer-url-0")
    answer.wait_for()
    assert "#a=1." in answer.input_value()
    if checks:
        _check(audit(guest, "a live answer code, phone"))
    assert guest.evaluate("() => document.documentElement.scrollWidth") <= 390  # nothing wider than the phone
    if not checks:
        _paste_answer(host, answer.input_value())
        return
    # the host's camera opens the answer as a link: a new tab, which hands it to the waiting page
    tab = host.context.new_page()
    _open(tab, answer.input_value())
    notice = tab.get_by_test_id("notice")
    notice.wait_for()
    assert notice.text_content().strip() == "The answer went to the page that waits for it. You can close this tab."
    tab.close()
    for page in (host, guest):
        page.get_by_test_id("live-status").wait_for()


def _paste_answer(host, answer: str) -> None:
    """The answer code pasted into the host's field, Connect: both devices live."""
    host.get_by_test_id("live-answer").fill(answer)
    host.get_by_test_id("live-connect").click()
    host.get_by_test_id("live-status").wait_for()


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


@pytest.fixture
def three_devices(live_browser, site_server):  # noqa: F811
    """A desktop and two phones; at the end none asked anything of another origin, no page raised
    an error."""
    made = [Device(live_browser, site_server.origin)] + [
        Device(live_browser, site_server.origin, viewport={"width": 390, "height": 844}) for _ in range(2)
    ]
    yield made
    for device in made:
        device.close()
    assert [d.foreign() for d in made] == [[], [], []]
    assert [d.errors for d in made] == [[], [], []]


def _new_tab(device):
    """A new tab of the device's browser (its page errors recorded as its first tab's are)."""
    device.page = device.context.new_page()
    device.page.on("pageerror", lambda exc: device.errors.append(str(exc)))
    return device.page


def _status(page) -> str:
    return page.get_by_test_id("live-status").text_content()


def test_three_devices_live_through_the_host_a_guest_drops_and_catches_up(three_devices, site_server):
    ann, bo, cy = (d.page for d in three_devices)
    app_url = site_server.app_url
    ann.goto(start_url(app_url))
    ann.wait_for_selector('body[data-ready="true"]', state="attached", timeout=60_000)
    invitations = _host_invites(ann, names=("Ann", "Bo", "Cy"), kinds=("human", "friend", "friend"))
    for guest, invitation in zip((bo, cy), invitations):
        _open(guest, invitation)
        guest.get_by_test_id("join").click()
        _open(ann, guest.get_by_test_id("answer-url-0").input_value())
    start = ann.get_by_test_id("start-link-url-0").input_value()
    for guest in (bo, cy):
        _open(guest, start)
    bo.get_by_test_id("remote-send").click()  # Bo's device settles the opening deal, by a link still
    settled = bo.get_by_test_id("turn-link-url-0").input_value()
    for page in (ann, cy):
        _open(page, settled)

    # both guests pair with Ann's device
    _pair(ann, bo, checks=False)
    assert _status(ann) == "Live with Bo: moves go over at once."
    _pair(ann, cy, checks=False, label="Pair another device")
    _wait_turn_said(ann, "It is your turn, Ann.")
    assert _status(ann) == "Live with Bo, Cy: moves go over at once."
    ann.wait_for_function(
        "() => !document.querySelector('[data-testid=\"live-pair\"]')"
    )  # every device connected: nothing more to pair
    bo.wait_for_function(
        "w => document.querySelector('[data-testid=\"live-status\"]')?.textContent === w",
        arg="Live with Ann, Cy: moves go over at once.",
    )  # Bo reaches Cy through Ann
    assert bo.get_by_test_id("live-ask-host").count() == 0
    _check(audit(ann, "a live game of three devices"))

    # Ann's move shows on both phones; Bo's goes to Ann's desktop and on to Cy's phone
    _play_turn(ann)
    _wait_turn_said(bo, "It is your turn, Bo.")
    _wait_turn_said(cy, "It is Bo's turn.")
    cy.get_by_test_id("lang-ru").click()
    cy.wait_for_function("() => document.documentElement.lang === 'ru'")
    assert _status(cy) == "На связи: Ann, Bo. Ходы передаются сразу."

    # Cy's phone closes the tab: Ann's desktop and Bo's phone stay live and say whom they wait for
    cy.close()
    cy = _new_tab(three_devices[2])
    notice = ann.get_by_test_id("remote-notice")
    notice.wait_for(timeout=30_000)
    assert notice.text_content().startswith("The connection to Cy was lost. The others stay live")
    bo.wait_for_function(
        "w => document.querySelector('[data-testid=\"live-status\"]')?.textContent === w",
        arg="Live with Ann: moves go over at once.",
    )
    _play_turn(bo)  # on to Ann, not to Cy
    _wait_turn_said(ann, "It is Cy's turn.")
    _wait_turn_said(bo, "It is Cy's turn.")
    waits = {
        ann: "Cy is not connected: the game waits for it. Pair it again here when it is back.",
        bo: "Cy is not connected: the game waits for it to pair again with Ann.",
    }
    for page, words in waits.items():
        assert page.get_by_test_id("live-waits-for").text_content() == words
    assert ann.get_by_test_id("live-pair").text_content() == "Pair another device"

    # Cy comes back from its save, pairs again (in Russian) and catches up with Bo's move
    ann.get_by_test_id("live-pair").click()
    offer = ann.get_by_test_id("live-offer-url-0")
    offer.wait_for()
    _open(cy, offer.input_value())
    answer = cy.get_by_test_id("live-answer-url-0")
    answer.wait_for()
    assert cy.locator("h1").text_content() == "Игра вживую"
    assert cy.locator('[data-testid="live-help"] summary').text_content() == "Как устроена игра вживую"
    _check(audit(cy, "a live answer code in Russian, phone"))
    _paste_answer(ann, answer.input_value())
    _wait_turn_said(cy, "Ваш ход, Cy.")
    assert _status(cy) == "На связи: Ann, Bo. Ходы передаются сразу."
    assert "Bo" in cy.get_by_test_id("log").inner_text()
    for page in (ann, bo):
        page.wait_for_function("() => !document.querySelector('[data-testid=\"live-waits-for\"]')")
    _play_turn(cy)
    for page in (ann, bo):
        _wait_turn_said(page, "It is your turn, Ann." if page is ann else "It is Ann's turn.")
    assert len({p.get_by_test_id("log").get_attribute("data-count") for p in (ann, bo, cy)}) == 1
