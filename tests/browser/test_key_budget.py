"""Keys per turn (issue 39): a few typical turns of each game played by a keyboard-only player
who knows the screen, every key counted against the game's budget (docs/architecture.md,
"Keyboard, focus and screen readers").

The player presses only Tab, Shift+Tab, the arrows, Enter and Space (the game is set up by mouse;
from its first decision on, nothing is clicked). To reach a control they press Tab or Shift+Tab,
whichever gets there in fewer presses, counted from the page's own order of Tab stops (and checked:
the focus must be where the count says); within a group they take the place the Tab stop offers.
A decision that leaves the focus on the next decision's places costs no Tab at all, which is what
the budgets rely on: the log is one Tab stop, a group of places one stop, and after a decision the
focus goes to the next one.

Each game declares its typical turn by keys (`keyboard_turn(player)`, played with the Player
below), its budget, how many turns are counted and the setup they are played in: its web_facts
module (tests/helpers/games.py).
"""

from __future__ import annotations

from collections import Counter

import pytest

from fixtures_web import TURN_TIMEOUT_MS, saved_move_count, start_game, start_url
from tests.helpers.games import GAMES, web_facts

pytestmark = pytest.mark.browser

TABBABLE = """() => [...document.querySelectorAll(
    'a[href], button, input, select, textarea, summary, [tabindex]')].filter(e =>
    e.tabIndex >= 0 && !e.disabled && e.getClientRects().length && !e.closest('[inert], [hidden]')
    && getComputedStyle(e).visibility !== 'hidden')"""


class Player:
    """A keyboard-only player: every key pressed is counted in `keys`. A game's `keyboard_turn`
    plays one turn with it (reach, press, on, moves, wait_moves, confirm_if_armed, idle)."""

    #: how long a turn may wait for the page (a computer's move, a save)
    timeout_ms = TURN_TIMEOUT_MS

    def __init__(self, page):
        self.page = page
        self.keys = 0
        #: the decisions taken (a move played, or a place and its Confirm: one)
        self.decisions = 0
        self.log: "list[str]" = []

    def press(self, key: str) -> None:
        self.page.keyboard.press(key)
        self.keys += 1
        self.log.append(key)

    def on(self, selector: str) -> bool:
        return self.page.evaluate("s => !!document.activeElement && document.activeElement.matches(s)", selector)

    def reach(self, selector: str) -> None:
        """Tab or Shift+Tab to the first Tab stop matching `selector` (or into it), by the
        shorter way round."""
        self.log.append(f"[{self.focused()}→{selector[:40]}]")
        if self.on(selector) or self.page.evaluate(
            "s => !!document.activeElement && !!document.activeElement.closest(s)", selector
        ):
            return
        steps = self.page.evaluate(
            """([s, stops]) => {
            const all = (new Function('return ' + stops))()();
            const a = document.activeElement;
            const to = all.findIndex(e => e.matches(s) || !!e.closest(s));
            if (to < 0) return null;
            let here = all.indexOf(a);
            if (here < 0) {  // on no Tab stop (<main>, say): between the stops around it
                const before = all.filter(e => !a.contains(e) &&
                    (a.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_PRECEDING)).length;
                here = before - 0.5;
            }
            // no going round the end: the browser passes its own controls there
            return to > here ? Math.ceil(to - here) : -Math.ceil(here - to); }""",
            [selector, TABBABLE],
        )
        assert steps is not None, f"no Tab stop matches {selector}"
        key = "Tab" if steps > 0 else "Shift+Tab"
        for _ in range(abs(steps)):
            self.press(key)
        assert self.on(selector) or self.page.evaluate("s => !!document.activeElement.closest(s)", selector), (
            f"{abs(steps)} × {key} did not reach {selector}: focus on {self.focused()}"
        )

    def focused(self) -> str:
        return self.page.evaluate("""() => { const a = document.activeElement;
            return a ? (a.dataset.testid || a.getAttribute('data-act') || a.tagName) : ''; }""")

    def moves(self) -> int:
        """The moves of the game saved so far."""
        return saved_move_count(self.page)

    def idle(self, ready: str) -> None:
        idle(self.page, ready)

    def wait_moves(self, before: int) -> None:
        self.page.wait_for_function("n => window.__agoraLatestMoves() > n", arg=before, timeout=TURN_TIMEOUT_MS)

    def confirm_if_armed(self, before: int) -> None:
        """A move that cannot be taken back asks for a second Enter on its armed Confirm."""
        armed = '[data-testid="confirm"][data-confirmed="1"], [data-confirmed="1"]'
        self.page.wait_for_function(
            "([n, armed]) => window.__agoraLatestMoves() > n || !!document.querySelector(armed)",
            arg=[before, armed],
            timeout=TURN_TIMEOUT_MS,
        )
        if self.page.locator(armed).count():
            # Enter again on the place or option chosen presses the Confirm it armed (keys.py)
            if not self.on('[aria-pressed="true"], .selected, .armed'):
                self.reach(armed)
            self.press("Enter")


def idle(page, ready: str) -> None:
    """Until no computer thinks and the person's next decision (`ready`) is shown, or the end."""
    page.wait_for_function(
        """s => document.body.dataset.busy === "false" && (
              document.querySelector('[data-testid="final-scores"]') || document.querySelector(s))""",
        arg=ready,
        timeout=TURN_TIMEOUT_MS,
    )


def play(page, game: str) -> "list[int]":
    """The game's KEY_TURNS turns by its `keyboard_turn`; the keys each took."""
    facts = web_facts(game)
    counts = []
    for _ in range(facts.KEY_TURNS):
        idle(page, facts.KEY_READY)
        if page.get_by_test_id("final-scores").count():
            break
        player = Player(page)
        try:
            facts.keyboard_turn(player)
        except Exception:
            print(game, "unfinished turn:", " ".join(player.log))
            raise
        counts.append(player.keys)
        assert player.keys <= facts.KEY_BUDGET, f"{game}: {player.keys} keys for a turn ({' '.join(player.log)})"
    assert len(counts) == facts.KEY_TURNS, counts
    print(f"{game}: keys per turn {counts}, budget {facts.KEY_BUDGET}")
    return counts


#: every announcement of the live region, in order (announce.py): each text put into it, however
#: many are put in before the observer is told
RECORD_SAID = """() => { window.__said = [];
    new MutationObserver(changes => { for (const change of changes) for (const node of change.addedNodes)
            window.__said.push(node.textContent); })
        .observe(document.getElementById('announcer'), {childList: true}); }"""
#: the log's lines as the announcer words them (an entry's accessible name: "Ann: takes …")
LOG_LINES = """() => [...document.querySelectorAll('[data-testid="log"] li[aria-label]')].map(
    e => e.getAttribute('aria-label'))"""


@pytest.mark.parametrize("game", GAMES)
def test_typical_turns_within_the_key_budget(app_page, app_url, open_app, game):
    page = app_page
    open_app(page, start_url(app_url))
    page.get_by_test_id("lang-en").click()
    facts = web_facts(game)
    mode = facts.KEY_MODE
    seats = (("Ann", "human"),) if mode == "solo" else (("Ann", "human"), (None, facts.OPPONENT))
    start_game(page, game, seats, mode=mode)
    page.evaluate(RECORD_SAID)
    known = Counter(page.evaluate(LOG_LINES))
    play(page, game)
    said = page.evaluate("() => window.__said")
    assert said and not any("Ann Ann" in words for words in said), said  # a name said once
    if game == "amytis":
        # each line the turns added to the log is told as many times as it was added (once, the
        # computer's too, though its take and its build are drawn in two renders; twice only
        # for two moves in the same words, such as two face-up projects taken)
        added = Counter(page.evaluate(LOG_LINES)) - known
        assert sum(1 for line in added if ": takes " in line) >= 2, added
        wrong = {
            line: (sum(words.count(line) for words in said), n)
            for line, n in added.items()
            if sum(words.count(line) for words in said) != n
        }
        assert not wrong, f"told (times, added): {wrong}; said: {said}"
