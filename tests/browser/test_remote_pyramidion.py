"""A whole remote game of Pyramidion (sealed hands) between three devices: three browser contexts
that share no storage, playing only by the links the app gives them (invitation, answer, start,
then every message: turns, shuffle passes, the layers taken off cards, the secrets at the end),
each on the game's own screen. Each device shows only its own hand; the three final tables agree
and say "Checked: fair play".

The game cannot be shortened: its deal is made by the devices together (no explicit setup may
fix it) and 10 points is its shortest goal; each decision is an option drawn at random (a pass
only when nothing else is offered: a table that always passes never ends). A
link opens in the page already loaded (only the address's fragment changes), as a messenger's
link opens in a tab already showing the app. The devices ask for reduced motion and no thinking
ahead for hints (test_remote_whole_games says why).
"""

from __future__ import annotations

import random
import time

import pytest

from fixtures_web import TURN_TIMEOUT_MS, start_url
from test_accessibility import _check, audit
from web.agora_web.services.hints import THINK_AHEAD_KEY

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.long]

FIRST = "[data-idx]:not([disabled])"
#: the players' draws of options (the game's own deal is the devices' together: not seeded)
SEED = 7
NAMES = ("Ann", "Bo", "Cy")
#: far more messages than a three-device game takes (about 350 with random moves)
MOST_MESSAGES = 1500


def _open(page, link: str) -> None:
    """Open an app link in this device's page (its fragment only: the page stays loaded) and wait
    until it has been dealt with (the app clears the address bar first)."""
    page.evaluate("f => { location.hash = f; }", link.split("#", 1)[1])
    page.wait_for_function(
        "() => location.hash === '' && document.body.dataset.busy === 'false'", timeout=TURN_TIMEOUT_MS
    )


def _open_all(pages, link: str) -> None:
    """Open the link in every one of `pages` at once, then wait until each has dealt with it."""
    for page in pages:
        page.evaluate("f => { location.hash = f; }", link.split("#", 1)[1])
    for page in pages:
        page.wait_for_function(
            "() => location.hash === '' && document.body.dataset.busy === 'false'", timeout=TURN_TIMEOUT_MS
        )


def _host(page) -> "list[str]":
    """From the home screen: Pyramidion, Ann here, Bo and Cy friends on other devices, to 10
    points, started; the two invitation links."""
    page.get_by_test_id("new-game-pyramidion").click()
    while page.locator('[data-testid^="seat-name-"]').count() < len(NAMES):
        page.get_by_test_id("seat-add").click()
    for i, name in enumerate(NAMES):
        page.get_by_test_id(f"seat-kind-{i}").select_option("friend" if i else "human")
        page.get_by_test_id(f"seat-name-{i}").fill(name)
    page.get_by_test_id("target-10").check()
    page.get_by_test_id("start").click()
    page.get_by_test_id("invite-answers").wait_for()
    return [page.get_by_test_id(f"invite-url-{i}").input_value() for i in (1, 2)]


def _state(page) -> str:
    """What this device can do now: "send" (its message is due and complete), "decide" (its
    person decides), "over" (the check's verdict is shown, fair or not) or "wait"."""
    return page.evaluate(f"sel => ({_STATE_JS})(sel)", FIRST)


_STATE_JS = """sel => {
  const q = s => document.querySelector(s);
  const verdict = q('[data-testid="remote-verdict"]');
  if (verdict && verdict.dataset.state !== 'waiting') return "over";
  if (q('[data-testid="remote-send"]')) return "send";
  if (q(sel)) return "decide";
  return "wait";
}"""


def _idle(page) -> None:
    page.wait_for_function("() => document.body.dataset.busy === 'false'", timeout=TURN_TIMEOUT_MS)


#: the options that let a game go on without end: a table where everyone passes (or takes the
#: same first option) round after round never loads a boat, so the game never ends; the players
#: here pass or hire only when nothing else is offered
PASSING = '[data-testid="opt-pass"], [data-testid="opt-hire"]'


def _decide(page, rng: random.Random) -> None:
    """One of the screen's options, drawn by `rng` (a pass or a hire only when nothing else is
    offered), confirmed where the screen asks."""
    choices = page.evaluate(
        """passing => { const seen = new Map();
            for (const el of document.querySelectorAll('[data-idx]:not([disabled])')) {
              if (el.getClientRects().length && !seen.has(el.dataset.idx)) seen.set(el.dataset.idx, el.matches(passing));
            }
            return [...seen].map(([idx, pass]) => [idx, pass]); }""",
        PASSING,
    )
    going_on = [idx for idx, passing in choices if not passing]
    pick = rng.choice(sorted(going_on or [idx for idx, _p in choices], key=int))
    page.locator(f'[data-idx="{pick}"]:not([disabled])').first.click()
    if page.locator('[data-confirmed="1"]').count():
        page.locator('[data-confirmed="1"]').click()
    _idle(page)


def _look(page) -> "tuple[str, tuple[str, set] | None, int]":
    """In one look at a device's page: what it can do (_state), its hand panel (None: none
    drawn: whose hand and the cards face up in it) and how many cards are drawn face down."""
    state, hand, unread = page.evaluate(
        """sel => { const h = document.querySelector('[data-testid="hand"]');
                    return [(%s)(sel), h ? [h.dataset.ref, h.dataset.cards] : null,
                            document.querySelectorAll('[data-testid="hand-unread"]').length]; }"""
        % _STATE_JS,
        FIRST,
    )
    return state, (None if hand is None else (hand[0], {c for c in hand[1].split(",") if c})), unread


def gather(pages, base: str) -> None:
    """Ann's device sets the game up; Bo's and Cy's join by their invitations; the start is
    passed to both."""
    ann, bo, cy = pages
    invitations = _host(ann)
    for page, invitation, name in zip((bo, cy), invitations, NAMES[1:]):
        _open(page, invitation)
        page.get_by_test_id("join-name").fill(f"{name}'s phone")
        page.get_by_test_id("join").click()
        _open(ann, page.get_by_test_id("answer-url-0").input_value())
    start = ann.get_by_test_id("start-link-url-0").input_value()
    for page in (bo, cy):
        _open(page, start)


def play(pages, most_messages: int = MOST_MESSAGES, timings: "dict | None" = None) -> "tuple[int, int, int, int]":
    """Play until every device shows the check's verdict (or `most_messages` were sent): the
    device that may act decides and sends, its link is opened on the other two. (messages sent,
    decisions, cards seen face down while being dealt, Send steps that said the check's verdict).
    `timings` sums seconds per step."""
    timings = {} if timings is None else timings

    def timed(step: str, started: float) -> None:
        timings[step] = timings.get(step, 0.0) + time.monotonic() - started

    sent = decisions = unread_seen = verdicts = 0
    rng = random.Random(SEED)
    while sent < most_messages:
        looks = [_look(p) for p in pages]
        states = [state for state, _hand, _unread in looks]
        if all(s == "over" for s in states):
            break
        # each device shows its own seat's hand and no other: no card face up in two hands
        hands = [hand for _state, hand, _unread in looks]
        for seat, hand in enumerate(hands):
            assert hand is None or hand[0] == f"py-seat-{seat}", (seat, hand)
        shown = [cards for _ref, cards in filter(None, hands)]
        for k, cards in enumerate(shown):
            assert all(not (cards & other) for other in shown[k + 1 :]), hands
        active = [i for i, s in enumerate(states) if s in ("send", "decide")]
        assert len(active) == 1, (sent, states)  # exactly one device may extend the chain
        page = pages[active[0]]
        unread_seen += sum(unread for _state, _hand, unread in looks)
        while _state(page) == "decide":
            started = time.monotonic()
            _decide(page, rng)
            timed("decide", started)
            decisions += 1
        assert _state(page) == "send", (sent, _state(page))
        started = time.monotonic()
        page.get_by_test_id("remote-send").click()
        page.get_by_test_id("turn-link-url-0").wait_for()
        link = page.get_by_test_id("turn-link-url-0").input_value()
        timed("send", started)
        if page.get_by_test_id("remote-verdict").count():  # the last secrets: the verdict said at once
            verdicts += 1
            assert page.get_by_test_id("remote-verdict").get_attribute("data-state") == "fair"
        started = time.monotonic()
        page.get_by_test_id("remote-back-to-game").click()
        _idle(page)
        timed("back", started)
        sent += 1
        # the link opens on the other two devices at once (each its own browser process)
        started = time.monotonic()
        _open_all([other for other in pages if other is not page], link)
        timed("open", started)
    return sent, decisions, unread_seen, verdicts


def test_three_devices_play_a_whole_pyramidion_game_by_links_to_fair_play(app_page, app_url, open_app, browser):
    started = time.monotonic()
    base = start_url(app_url)
    ann = app_page
    ann.emulate_media(reduced_motion="reduce")
    open_app(ann, base)
    contexts = [browser.new_context(reduced_motion="reduce") for _ in range(2)]  # other devices: nothing shared
    try:
        bo, cy = (c.new_page() for c in contexts)
        for page in (bo, cy):
            open_app(page, base)
        pages = [ann, bo, cy]
        for page in pages:
            page.evaluate(f"() => localStorage.setItem('{THINK_AHEAD_KEY}', 'off')")
        gather(pages, base)
        timings: dict = {}
        sent, decisions, unread_seen, verdicts = play(pages, timings=timings)
        assert sent < MOST_MESSAGES, f"no verdict after {MOST_MESSAGES} messages"
        assert verdicts == 1  # the device that sent the last secrets was told the verdict at once
        assert decisions > 20 and unread_seen > 0  # some cards were face down while being dealt

        tables = []
        for page in pages:
            _idle(page)
            table = page.get_by_test_id("final-scores")
            verdict = page.get_by_test_id("remote-verdict")
            assert verdict.get_attribute("data-state") == "fair", verdict.text_content()
            assert "Checked: fair play" in verdict.text_content()
            totals = [int(table.get_by_test_id(f"final-total-{seat}").get_attribute("data-total")) for seat in range(3)]
            tables.append((table.get_attribute("data-winners"), totals))
        assert tables[0] == tables[1] == tables[2], tables
        _check(audit(bo, "a remote Pyramidion game's final table with the check"))
        steps = ", ".join(f"{k} {v:.0f}s" for k, v in sorted(timings.items()))
        print(f"remote pyramidion: {sent} messages, {decisions} decisions, {time.monotonic() - started:.0f}s ({steps})")
    finally:
        for c in contexts:
            c.close()
