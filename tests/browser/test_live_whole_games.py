"""Whole live games (issue 36, item 5): devices (browser contexts of the live browser, which share
nothing) gather by links, pair live as soon as the game has started and play a whole game of each title to the final table with no
link passed after the pairing: Akropolis, Amytis and Pantikapaion with two devices, Pyramidion with
three (sealed hands: each device shows only its own seat's cards). In each game one device drops
mid-game (it leaves the page, or its tab is closed), comes back from its save and pairs again; the
final tables agree on every device and say "Checked: fair play".

Then a pairing whose answer comes too late (the answering device gave up and left): the offering
device says so in its interface language, and the game goes on by turn links.

Each device's people play the text board's first move; every device asks for reduced motion. A
link is followed as a messenger's link opened in a running page is (its fragment changes).
"""

from __future__ import annotations

import random
import time

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from fixtures_live import Device, live_browser  # noqa: F401 (a fixture)
from fixtures_web import start_url
from test_remote_whole_games import TIMEOUT_MS, _chain, _follow, _gather, _idle, _send, _set_up
from web.agora_web.services.hints import THINK_AHEAD_KEY

pytestmark = pytest.mark.browser

#: more moves than any of these games takes (Pantikapaion: about 120)
MOST_MOVES = 600
#: Pyramidion's decisions by random choice, three seats to 10 points: 330-470 on the engine alone
#: (its first option never ends a game: nobody loads a boat); its easy computer player takes 200-310
PYRAMIDION_MOST_MOVES = 1500

#: what a device can do now: "move" (its people decide: the text board's first move), "over"
#: (the check's verdict is shown) or "wait"
_STATE = """() => {
  const q = s => document.querySelector(s);
  if (document.body.dataset.busy !== 'false') return 'wait';
  const verdict = q('[data-testid="remote-verdict"]');
  if (verdict && verdict.dataset.state !== 'waiting') return 'over';
  return q('[data-testid="twin-move-0"]') ? 'move' : 'wait';
}"""


#: what a device's screen says of the game (for a test that fails)
_SAID = """() => ['remote-turn', 'live-status', 'live-waits-for', 'remote-notice', 'remote-verdict', 'remote-ready',
  'hand-unread', 'live-problem'].map(id => [id, document.querySelector(`[data-testid="${id}"]`)?.textContent])
  .filter(([_id, text]) => text).concat([['busy', document.body.dataset.busy], ['screen', document.body.dataset.screen]])"""


def _device(browser, site_server, **options) -> Device:
    """A device that asks for reduced motion, with the app loaded, the text board on and no
    thinking ahead for hints (nobody asks one here)."""
    device = Device(browser, site_server.origin, reduced_motion="reduce", **options)
    _load(device.page, site_server.app_url)
    return device


def _load(page, app_url: str) -> None:
    page.goto(start_url(app_url))
    page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=TIMEOUT_MS)
    page.evaluate(
        f"() => {{ localStorage.setItem('{THINK_AHEAD_KEY}', 'off'); localStorage.setItem('agora.twin', 'on'); }}"
    )


def _next(pages, last=None) -> "object | None":
    """The page whose people decide now, or None once every page shows the check's verdict
    (waits for the moves in flight on the channels, first on the pages after `last`, the page
    that moved last: the move goes to them)."""
    if last in pages:
        k = pages.index(last) + 1
        pages = pages[k:] + pages[:k]
    deadline = time.monotonic() + TIMEOUT_MS / 1000
    turn = 0
    while time.monotonic() < deadline:
        states = [p.evaluate(_STATE) for p in pages]
        if all(s == "over" for s in states):
            return None
        if "move" in states:
            return pages[states.index("move")]
        waiting = [p for p, s in zip(pages, states) if s == "wait"]
        try:  # until that page changes (or another may have: look at all again)
            waiting[turn % len(waiting)].wait_for_function(f"() => ({_STATE})() !== 'wait'", timeout=300)
        except PlaywrightTimeoutError:
            turn += 1
    pytest.fail(f"no device could act within {TIMEOUT_MS} ms: {[p.evaluate(_SAID) for p in pages]}")


def _pair(host, guest) -> None:
    """Play live (or Pair another device) on the host; the guest follows its code; the guest's
    answer pasted into the host's field: both live."""
    host.get_by_test_id("live-pair").click()
    offer = host.get_by_test_id("live-offer-url-0")
    offer.wait_for()
    _follow(guest, offer.input_value())
    answer = guest.get_by_test_id("live-answer-url-0")
    answer.wait_for()
    host.get_by_test_id("live-answer").fill(answer.input_value())
    host.get_by_test_id("live-connect").click()
    for page in (host, guest):
        page.get_by_test_id("live-status").wait_for(timeout=TIMEOUT_MS)


def _lost(host, name: str) -> None:
    notice = host.get_by_test_id("remote-notice")
    notice.wait_for(timeout=30_000)
    assert notice.text_content().startswith(f"The connection to {name} was lost"), notice.text_content()


def _reopen(page) -> None:
    """The game opened from this device's save (the home screen's remote game)."""
    page.get_by_test_id("open-remote").click()
    _idle(page)


def _play(pages, drop_at: int, drop, check=None, rng: "random.Random | None" = None, most: int = MOST_MOVES) -> int:
    """Each device's people play the text board's first move (with `rng`, one of its moves at
    random) whenever they decide, until every device shows the check's verdict; after `drop_at`
    moves, `drop(pages)` (a device leaves and pairs again: the pages now). `check(pages)` runs
    before every move. The moves made."""
    page = None
    made = 0
    while made < most:
        page = _next(pages, page)
        if page is None:
            return made
        if check is not None:
            check(pages)
        offered = page.locator("button.twin-move").count()
        if not offered:  # drawn again meanwhile with no move (a message came first): look again
            continue
        choice = 0 if rng is None else rng.randrange(offered)
        page.get_by_test_id(f"twin-move-{choice}").click()
        made += 1
        if made == drop_at:
            pages = drop(pages)
    pytest.fail(f"the game did not end within {most} moves")


def _finals(pages) -> None:
    """Every device's final table alike, its verdict fair play; the chains alike."""
    tables, verdicts = [], []
    for page in pages:
        verdict = page.get_by_test_id("remote-verdict")
        assert verdict.get_attribute("data-state") == "fair", verdict.inner_text()
        verdicts.append(verdict.inner_text())
        tables.append(page.get_by_test_id("final-scores").locator("table").inner_text())
    assert all(v == verdicts[0] for v in verdicts) and "Checked: fair play" in verdicts[0], verdicts
    assert all(t == tables[0] for t in tables), tables
    assert all(_chain(p) == _chain(pages[0]) for p in pages)


@pytest.mark.parametrize("game", ["akropolis", "amytis", "pantikapaion"])
def test_two_devices_play_a_whole_live_game_one_drops_and_pairs_again(live_browser, site_server, game):  # noqa: F811
    started = time.monotonic()
    devices = [
        _device(live_browser, site_server),
        _device(live_browser, site_server, viewport={"width": 390, "height": 844}),
    ]
    try:
        host, guest = (d.page for d in devices)
        (invitation,) = _set_up(host, game, (("Ann", "human"), ("Bo", "friend")))
        _follow(guest, invitation)
        guest.get_by_test_id("join-name").fill("Bo's phone")
        guest.get_by_test_id("join").click()
        _follow(host, guest.get_by_test_id("answer-url-0").input_value())
        _follow(guest, host.get_by_test_id("start-link-url-0").input_value())
        host.get_by_test_id("invite-home").click()
        _reopen(host)
        # the opening deal is not fixed yet: both on the status screen, which offers to play live;
        # once paired, Bo's phone fixes the deal over the channel by itself
        assert host.get_by_test_id("remote-turn").text_content() == "Waiting for a link from Bo's phone."
        assert guest.get_by_test_id("remote-send").count() == 1
        _pair(host, guest)
        assert guest.get_by_test_id("remote-send").count() == 0
        assert host.get_by_test_id("live-status").text_content() == "Live with Bo's phone: moves go over at once."

        def drop(pages):
            """Bo's phone leaves the page (the connection drops), opens the game from its save and
            pairs again; it catches up with what it missed."""
            _load(guest, site_server.app_url)
            _lost(host, "Bo's phone")
            _reopen(guest)
            _pair(host, guest)
            return pages

        moves = _play([host, guest], 9, drop)
        _finals([host, guest])
        print(f"live {game}: {moves} moves, {time.monotonic() - started:.0f} s")
    finally:
        for d in devices:
            d.close()
    assert [d.foreign() for d in devices] == [[], []]
    assert [d.errors for d in devices] == [[], []]


def _hands(pages) -> "list[tuple[str, set] | None]":
    """Each device's hand panel (None: none drawn): whose hand and the cards face up in it."""
    out = []
    for page in pages:
        seen = page.evaluate(
            """() => { const h = document.querySelector('[data-testid="hand"]');
                       return h ? [h.dataset.ref, h.dataset.cards] : null; }"""
        )
        out.append(None if seen is None else (seen[0], {c for c in seen[1].split(",") if c}))
    return out


def _sealed(pages) -> None:
    """Each device shows its own seat's hand and no other; no card face up on two devices."""
    hands = _hands(pages)
    for seat, hand in enumerate(hands):
        assert hand is None or hand[0] == f"py-seat-{seat}", (seat, hand)
    shown = [cards for _ref, cards in filter(None, hands)]
    for k, cards in enumerate(shown):
        assert all(not (cards & other) for other in shown[k + 1 :]), hands


def _pyramidion_invites(host) -> "list[str]":
    """From the home screen: Pyramidion, Ann here, Bo and Cy friends on other devices, to 10
    points (the shortest goal), started; the two invitation links."""
    host.get_by_test_id("new-game-pyramidion").click()
    while host.locator('[data-testid^="seat-name-"]').count() < 3:
        host.get_by_test_id("seat-add").click()
    for i, name in enumerate(("Ann", "Bo", "Cy")):
        if i:
            host.get_by_test_id(f"seat-kind-{i}").select_option("friend")
        host.get_by_test_id(f"seat-name-{i}").fill(name)
    host.get_by_test_id("target-10").check()
    host.get_by_test_id("start").click()
    host.get_by_test_id("invite-answers").wait_for()
    return [host.get_by_test_id(f"invite-url-{i}").input_value() for i in (1, 2)]


@pytest.mark.slow
@pytest.mark.long
def test_three_devices_play_a_whole_live_pyramidion_game_with_sealed_hands(live_browser, site_server):  # noqa: F811
    """Gathered by links, the three devices pair live before any card is dealt: the deal's
    shuffle passes and layers go over the channels by themselves. Cy's tab closes mid-game; a new
    tab opens the game from its save and pairs again."""
    started = time.monotonic()
    phone = {"width": 390, "height": 844}
    devices = [_device(live_browser, site_server)] + [_device(live_browser, site_server, viewport=phone) for _ in "bc"]
    try:
        ann, bo, cy = (d.page for d in devices)
        for page, invitation in zip((bo, cy), _pyramidion_invites(ann)):
            _follow(page, invitation)
            page.get_by_test_id("join").click()  # the device named after its seat
            answer = page.get_by_test_id("answer-url-0")
            answer.wait_for()
            _follow(ann, answer.input_value())
        start = ann.get_by_test_id("start-link-url-0").input_value()
        for page in (bo, cy):
            _follow(page, start)
        ann.get_by_test_id("invite-home").click()
        _reopen(ann)
        _pair(ann, bo)
        _pair(ann, cy)
        for page, others in ((ann, "Bo, Cy"), (bo, "Ann, Cy"), (cy, "Ann, Bo")):
            page.wait_for_function(
                "w => document.querySelector('[data-testid=\"live-status\"]')?.textContent === w",
                arg=f"Live with {others}: moves go over at once.",
                timeout=TIMEOUT_MS,
            )

        def drop(pages):
            """Cy's phone closes the tab; a new tab opens the game from its save, pairs again
            and catches up."""
            cy_device = devices[2]
            cy_device.page.close()
            _lost(ann, "Cy")
            page = cy_device.context.new_page()
            page.on("pageerror", lambda exc: cy_device.errors.append(str(exc)))
            cy_device.page = page
            _load(page, site_server.app_url)
            _reopen(page)
            _pair(ann, page)
            return [ann, bo, page]

        moves = _play([ann, bo, cy], 12, drop, check=_sealed, rng=random.Random(7), most=PYRAMIDION_MOST_MOVES)
        pages = [d.page for d in devices]
        _finals(pages)
        print(f"live pyramidion (3 devices): {moves} moves, {time.monotonic() - started:.0f} s")
    finally:
        for d in devices:
            d.close()
    assert [d.foreign() for d in devices] == [[], [], []]
    assert [d.errors for d in devices] == [[], [], []]


def test_an_answer_that_comes_too_late_is_said_in_russian_and_the_game_goes_on_by_links(live_browser, site_server):  # noqa: F811
    """Bo's phone answers the code, then gives up and leaves before Ann's desktop takes the
    answer: the connection never opens, Ann's screen says why in Russian (the channel waits at
    most rtc.CONNECT_S), and the same game goes on by turn links."""
    devices = [
        _device(live_browser, site_server),
        _device(live_browser, site_server, viewport={"width": 390, "height": 844}),
    ]
    try:
        host, guest = (d.page for d in devices)
        _gather(host, guest, "akropolis", (("Ann", "human"), ("Bo", "friend")))
        host.get_by_test_id("lang-ru").click()
        host.wait_for_function("() => document.documentElement.lang === 'ru'")
        host.get_by_test_id("live-pair").click()
        offer = host.get_by_test_id("live-offer-url-0")
        offer.wait_for()
        _follow(guest, offer.input_value())
        answer = guest.get_by_test_id("live-answer-url-0")
        answer.wait_for()
        late = answer.input_value()
        _load(guest, site_server.app_url)  # Bo's phone leaves the page: its side of the pairing is gone

        host.get_by_test_id("live-answer").fill(late)
        host.get_by_test_id("live-connect").click()
        problem = host.get_by_test_id("live-problem")
        problem.wait_for(timeout=30_000)
        assert problem.text_content() == (
            "Устройства не смогли связаться. Они в одной сети Wi-Fi? Некоторые сети не дают устройствам "
            "видеть друг друга, а некоторые браузеры сначала спрашивают разрешение на доступ к локальной сети. "
            "Партия продолжается по ссылкам: ничего не потеряно."
        )
        assert problem.get_attribute("role") == "alert"
        host.get_by_test_id("live-links").click()
        _idle(host)
        assert host.get_by_test_id("live-status").count() == 0

        # the same game by turn links: Ann's turn, its link to Bo, Bo's turn back
        logged = []
        for page, other in ((host, guest), (guest, host)):  # Bo's link opens the game on his phone
            while not page.get_by_test_id("remote-send").count():
                page.get_by_test_id("twin-move-0").click()
                _idle(page)
            link, _heading = _send(page)
            _follow(other, link)
            logged.append(other.get_by_test_id("log").get_attribute("data-count"))
        assert host.get_by_test_id("remote-turn").text_content() == "Ваш ход, Ann."
        assert int(logged[1]) > int(logged[0]) > 0
        assert _chain(host) == _chain(guest)
    finally:
        for d in devices:
            d.close()
    assert [d.foreign() for d in devices] == [[], []]
    assert [d.errors for d in devices] == [[], []]
