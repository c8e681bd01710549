"""Whole remote games (issue 35, item 9): for Akropolis, Amytis and Pantikapaion, two devices
(browser contexts that share nothing but the links) set a game up and play it to the final
table only by passing the links the app gives them: the invitation, the answer, the start, then
every turn, every draw settled and every device's secrets for the check. Both final tables agree
and say "Checked: fair play".

The Akropolis game has a computer seat, played by the host's device: its moves are played there,
never on the friend's device, and ride on the host's signed messages. On the first turn the host
reloads before sending: the move kept in the save is played again and Send is offered.

Each device plays its people's decisions with the text board's first move (the same buttons a
screen-reader user presses; they go the way a click on the board goes). A link is followed as a
messenger's link opened in a running page is: its fragment changes (no reload, so the three games
stay within a few minutes). Both devices ask the browser for reduced motion: a person clicks during
an animation or a smooth scroll, but a test's click waits until its button stands still, about a
second a move.
"""

from __future__ import annotations

import json

import pytest

from engine.core import records
from web.agora_web.remote import keys
from web.agora_web.services.hints import THINK_AHEAD_KEY
from web.agora_web.remote.game import RemoteGame

from tests.helpers.coroutines import run_to_end
from tests.remote.table import PythonCrypto

from fixtures_web import start_url
from test_accessibility import _check, audit

pytestmark = pytest.mark.browser

#: more decisions and messages than any of these games takes (Pantikapaion: about 120 moves)
MOST_STEPS = 600
TIMEOUT_MS = 60_000


def _follow(page, url: str) -> None:
    """Open a link in a running page as a messenger's link is (its fragment changes), and wait
    until it has been dealt with (the address bar is cleared first, busy until shown)."""
    fragment = url.split("#", 1)[1]
    page.evaluate("f => { location.hash = f; }", fragment)
    page.wait_for_function("() => location.hash === '' && document.body.dataset.busy === 'false'", timeout=TIMEOUT_MS)


def _idle(page) -> None:
    page.wait_for_function("() => document.body.dataset.busy === 'false'", timeout=TIMEOUT_MS)


def _set_up(host, game: str, seats) -> "list[str]":
    """From the host's home screen: `game` with `seats` ((name, kind) each), started; the
    invitation links, one per friend."""
    host.get_by_test_id(f"new-game-{game}").click()
    multi = host.get_by_test_id("mode-multi")  # a game whose setup starts solo (Pantikapaion)
    if multi.count():
        multi.click()
        host.wait_for_selector('[data-testid="mode-multi"][aria-pressed="true"]')
    while host.locator('[data-testid^="seat-name-"]').count() < len(seats):
        host.get_by_test_id("add-seat").click()
    for i, (name, kind) in enumerate(seats):
        host.get_by_test_id(f"seat-kind-{i}").select_option(kind)
        host.get_by_test_id(f"seat-name-{i}").fill(name)
    host.get_by_test_id("start").click()
    host.get_by_test_id("invite-answers").wait_for()
    friends = [i for i, (_name, kind) in enumerate(seats) if kind == "friend"]
    return [host.get_by_test_id(f"invite-url-{i}").input_value() for i in friends]


def _gather(host, guest, game: str, seats) -> None:
    """Invitation, answer and start passed by links; then the guest's device settles the opening
    deal (a message with no move, said as such) and the host has it."""
    (invitation,) = _set_up(host, game, seats)
    _follow(guest, invitation)
    guest.get_by_test_id("join-name").fill("Bo's phone")
    guest.get_by_test_id("join").click()
    answer = guest.get_by_test_id("answer-url-0")
    answer.wait_for()
    # the answer says what it carries: the seat taken and the key, no move
    intro = guest.locator(".remote-invite > p").first.text_content()
    assert "seat of Bo" in intro and "no move" in intro, intro
    _follow(host, answer.input_value())
    start = host.get_by_test_id("start-link-url-0").input_value()
    _follow(guest, start)
    assert guest.get_by_test_id("remote-ready").text_content().startswith("No move is needed from you")
    send = guest.get_by_test_id("remote-send")
    assert send.text_content() == "Send to settle the draw"
    send.click()
    guest.get_by_test_id("turn-link-url-0").wait_for()
    assert guest.locator("#turn-link-h-0").text_content() == "The draw settled, for every other device"
    assert guest.locator("h1").text_content() == "Send to settle the draw"
    link = guest.get_by_test_id("turn-link-url-0").input_value()
    guest.get_by_test_id("remote-back-to-game").click()
    _idle(guest)
    _follow(host, link)


def _text_board_on(page) -> None:
    switch = page.get_by_test_id("twin-switch")
    switch.wait_for()
    if switch.get_attribute("aria-pressed") != "true":
        switch.click()
        page.wait_for_selector('[data-testid="twin-switch"][aria-pressed="true"]')


def _send(page) -> "tuple[str, str]":
    """Send this device's message: (its link, what its screen's heading said, with " + verdict"
    when the Send step said the check's verdict too)."""
    page.get_by_test_id("remote-send").click()
    url = page.get_by_test_id("turn-link-url-0")
    url.wait_for()
    link, heading = url.input_value(), page.locator("#turn-link-h-0").text_content()
    assert "#t=" in link
    verdict = page.get_by_test_id("remote-verdict")
    if verdict.count():
        assert verdict.get_attribute("data-state") == "fair" and "Checked: fair play" in verdict.text_content()
        heading += " + verdict"
    page.get_by_test_id("remote-back-to-game").click()
    _idle(page)
    return link, heading


def _play_to_the_end(devices: "dict[str, object]", before_first_send=None) -> "list[str]":
    """Each device acts in turn (sends what is due, else plays its first move on the text
    board) and every link it gives is followed on the other devices, until nothing is left to
    do on any. The headings of the links sent, in order."""
    sent: "list[str]" = []
    for _ in range(MOST_STEPS):
        acted = False
        for name, page in devices.items():
            _idle(page)
            if page.get_by_test_id("remote-send").count():
                if before_first_send is not None:
                    before_first_send(name, page)
                    before_first_send = None
                link, heading = _send(page)
                sent.append(heading)
                for other in devices.values():
                    if other is not page:
                        _follow(other, link)
                acted = True
                break
            move = page.get_by_test_id("twin-move-0")
            if move.count():
                move.click()
                acted = True
                break
        if not acted:
            if all(_game_over(page) for page in devices.values()) or not _settles(devices):
                return sent
    pytest.fail(f"the game did not end within {MOST_STEPS} steps")


#: something a device can do (Send, a move of the text board) or the final table
_ACTIONABLE = (
    '() => document.body.dataset.busy === "false" && !!document.querySelector('
    '\'[data-testid="remote-send"], [data-testid="twin-move-0"], dialog[data-testid="final-scores"][open]\')'
)


def _game_over(page) -> bool:
    return page.locator('dialog[data-testid="final-scores"][open]').count() > 0


def _settles(devices: "dict[str, object]", seconds: float = 20) -> bool:
    """Whether some device still has something to do once its screen has settled: nothing to do
    anywhere before the final table is a stall (a screen drawn late, say, on a loaded machine),
    waited out for `seconds`; False when the game is over everywhere. A device that never has
    anything to do fails the test with what each device shows."""
    for page in devices.values():
        try:
            page.wait_for_function(_ACTIONABLE, timeout=seconds * 1000)
        except Exception:
            continue
        if page.get_by_test_id("remote-send").count() or page.get_by_test_id("twin-move-0").count():
            return True
    if all(_game_over(page) for page in devices.values()):
        return False
    shown = {name: _what_is_shown(page) for name, page in devices.items()}
    pytest.fail(f"no device has anything to do and the game is not over: {shown}")


def _what_is_shown(page) -> dict:
    """What a stalled device shows: its screen, headings, whose turn, notices, the moves part."""
    return page.evaluate(
        """() => {
        const text = sel => [...document.querySelectorAll(sel)].map(e => e.innerText.slice(0, 300));
        return {screen: document.querySelector('main') && document.querySelector('main').className,
                busy: document.body.dataset.busy, hash: location.hash.slice(0, 40),
                h1: text('h1'), turn: text('[data-testid="remote-turn"]'),
                notices: text('.notice, [role="alert"]'), moves: text('[data-testid="twin-moves"]'),
                final: text('dialog[data-testid="final-scores"]').map(s => s.slice(0, 120))};
    }"""
    )


def _final(page) -> "tuple[str, str]":
    """(the final table's scores, its verdict) on a device."""
    table = page.get_by_test_id("final-scores")
    table.wait_for()
    verdict = page.get_by_test_id("remote-verdict")
    assert verdict.get_attribute("data-state") == "fair", verdict.text_content()
    return table.locator("table").inner_text(), verdict.inner_text()


def _save(page) -> str:
    """The save (RemoteGame.to_save) of the device's only remote game."""
    (entry,) = page.evaluate("""() => Object.keys(localStorage)
        .filter(k => k.startsWith('agora.remote.v1.')).map(k => localStorage.getItem(k))""")
    return json.loads(entry)["save"]


def _chain(page) -> list:
    return json.loads(_save(page))["messages"]


def _whole_game(fresh_page, host, game: str, seats, before_first_send=None):
    guest = fresh_page(reduced_motion="reduce")  # the friend's device: nothing shared but the links
    console: "list[str]" = []  # the friend's device's console, shown when the test fails
    try:
        guest.on("console", lambda m: console.append(f"[{m.type}] {m.text}"))
        guest.on("pageerror", lambda e: console.append(f"[pageerror] {e}"))
        guest.goto(host.url.split("#")[0])
        guest.wait_for_selector('body[data-ready="true"]', state="attached", timeout=TIMEOUT_MS)
        for page in (host, guest):  # no thinking ahead for hints: nobody asks one here
            page.evaluate(f"() => localStorage.setItem('{THINK_AHEAD_KEY}', 'off')")
        _gather(host, guest, game, seats)
        for page in (host, guest):
            _text_board_on(page)
        sent = _play_to_the_end({"host": host, "guest": guest}, before_first_send)
        (host_table, host_verdict), (guest_table, guest_verdict) = _final(host), _final(guest)
        assert host_table == guest_table
        assert host_verdict == guest_verdict
        assert host_verdict.startswith("✓") or "Checked: fair play" in host_verdict, host_verdict
        assert "Checked: fair play" in host_verdict
        # every device sent its secrets for the check, said as such; the last one completed the
        # check, and its device was told the verdict at once, on the Send step
        secrets = "Your secrets for the check, for every other device"
        assert sent[-2:] == [secrets, secrets + " + verdict"], sent
        assert sum(secrets in heading for heading in sent) == 2, sent
        assert _chain(host) == _chain(guest)
        return guest, sent
    except BaseException:
        print("the friend's device's console:", *console[-40:], sep="\n  ")
        raise


@pytest.fixture
def host(fresh_page, app_url, open_app):
    page = fresh_page(reduced_motion="reduce")
    open_app(page, start_url(app_url))
    return page


def _reload_and_reopen(name: str, page) -> None:
    """Reload before sending the first message that holds a move; the game reopened from the
    saves list has the move played again and offers Send."""
    if page.get_by_test_id("remote-send").text_content() != "Send your turn":
        return
    log = page.get_by_test_id("log").get_attribute("data-count")
    page.reload()
    page.wait_for_selector('body[data-ready="true"][data-busy="false"]', state="attached", timeout=TIMEOUT_MS)
    page.get_by_test_id("open-remote").click()
    page.get_by_test_id("remote-send").wait_for()
    _idle(page)
    assert page.get_by_test_id("log").get_attribute("data-count") == log
    assert page.get_by_test_id("remote-notice").text_content().startswith("Your moves not yet sent were kept")
    assert page.get_by_test_id("remote-send").text_content() == "Send your turn"


def test_akropolis_whole_game_with_a_computer_seat_played_by_the_host(fresh_page, host):
    seats = (("Ann", "human"), ("Bo", "friend"), ("Cy", "akropolis.easy"))
    reloaded = []

    def reload_once(name, page):
        if name == "host" and page.get_by_test_id("remote-send").text_content() == "Send your turn":
            _reload_and_reopen(name, page)
            reloaded.append(name)

    guest, sent = _whole_game(fresh_page, host, "akropolis", seats, reload_once)
    assert reloaded == ["host"]
    # Cy's moves were played on the host's device and signed by it: every message holding
    # a move of Cy's comes from device 0. The guest's save, opened by a device simulated
    # in Python (every signature and chain value checked again), finds the same fair game.
    chain = _chain(host)
    game = run_to_end(RemoteGame.from_save(PythonCrypto(9), keys.MemoryKeys(), _save(guest).encode()))
    assert run_to_end(game.check()) == []
    record = game.session.record
    rules, _state, steps = records.steps(record)
    cy_moves = [i for i, (before, _a, _after) in enumerate(steps) if rules.current_player(before) == 2]
    assert cy_moves
    senders = _move_senders(chain)
    assert all(senders[i] == 0 for i in cy_moves), senders
    _check(audit(guest, "a remote game's final table, guest"))


def test_amytis_whole_game(fresh_page, host):
    _whole_game(fresh_page, host, "amytis", (("Ann", "human"), ("Bo", "friend")))


def test_pantikapaion_whole_game(fresh_page, host):
    _whole_game(fresh_page, host, "pantikapaion", (("Ann", "human"), ("Bo", "friend")))


def _move_senders(chain: list) -> "list[int]":
    """The device that sent each move of the chain, in order."""
    out: "list[int]" = []
    for message in chain:
        body = message.get("b") or {}
        out += [message["d"]] * len(body.get("moves") or [])
    return out
