"""Playing by keyboard: one Tab stop per group of board places, arrow keys within it, Enter or
Space to choose, R to rotate, Escape to cancel; and the focus kept where the player is when the
screen is drawn again.

Every render replaces the screen's HTML, so the element with the focus is gone each time. The
shell asks `capture()` for a stable key of it before (its data-testid, else data-act + data-arg)
and `restore()` after: the same element again, else the Confirm a listed move became, else the
place at the same index of its group, else the first group that has a place to choose, else the
screen's <main>; never <body>. When it
had to fall back, the wish is kept: the next render (a computer's move done, say) tries again
while the player has not moved the focus themselves.

A group is the nearest enclosing drawn board (<svg>) or element with data-rove (each game marks its
rows, grids and hands that way, and the log; its value names the group across renders). Its places are its elements with a data-act
that are not disabled (a redrawn board needs only to mark its legal places that way), the
log's entries that point at pieces, and things only to look at (`data-look`: a played card or a
row of sums whose tooltip and name are read on focus). Only one
place of a group is in the Tab order (tabindex 0: the one last used, else the chosen one, else
the first that may be chosen, else the first); ui/roving.py picks where an arrow goes by the
places' positions on the screen. A group without data-rove is named by its data-testid, else by
the nearest data-testid above it and its first class.

The walks over all places (each render's Tab stops, an arrow's places and boxes) run in the page's
JavaScript, one call each (keys_dom.py): asked place by place from Python they cost tens of
milliseconds a render.
"""

from __future__ import annotations

from typing import NamedTuple

from pyodide.ffi import to_js
from ..page import document, window

from ..ui import roving
from . import keys_dom

#: what makes a group of places: a drawn board, or what a game marks with data-rove
GROUPS = "[data-rove], svg"
#: a place that may be chosen
ACTING = '[data-act]:not([disabled]):not([aria-disabled="true"])'
#: the places of a group: those that may be chosen, the log's entries that point at pieces
#: (log_marks.py; the log is one Tab stop with the arrows inside, and choosing one plays nothing),
#: and things only to look at (data-look: reached for their name and tooltip, a panel of them one
#: Tab stop rather than one each)
PLACES = (ACTING, "[data-refs]", "[data-look]")
ITEM = ", ".join(PLACES)
#: places inside some group
GROUP_ITEMS = ", ".join(f"{g} {p}" for g in GROUPS.split(", ") for p in PLACES)
#: elements that act on Enter and Space by themselves
NATIVE = frozenset(("button", "a", "input", "select", "textarea", "summary", "label"))
#: outside groups, what the player decides with: a listed move, Confirm
DECIDING = '[data-act="choose"], [data-act="confirm"]'
#: a Confirm waiting for the move a listed button prepared (its button drawn anew as the Confirm)
ARMED = '[data-confirmed="1"], [data-act="confirm"]'
#: marks of the place already chosen in a group (where its Tab stop goes first)
#: (an option armed for a second Enter too: Enter on it again presses the Confirm it armed)
CHOSEN = '[aria-pressed="true"], .selected, .in-preview, .on, .active, .armed'


class Group(NamedTuple):
    """A group of places as a render left it (keys_dom.py's rove)."""

    places: object  # its places in the page's order (a JavaScript array)
    offers: bool  # a place of it may be chosen, and it is not a choice of what to view
    stop: object  # its Tab stop when that may be chosen and focused, else None
    rank: tuple  # where that stop comes among the groups' (see Keyboard._first)


class Saved(NamedTuple):
    """Where the focus was before a render."""

    key: "str | None"  # the element's stable key
    group: "str | None"  # its group's key, when it is a place of a group
    index: int  # its index among the group's places
    deciding: bool = False  # a place that acts, a listed move or Confirm: the player was deciding


def _opts(**kw):
    return to_js(kw, dict_converter=window.Object.fromEntries)


def _attr(el, name: str) -> "str | None":
    value = el.getAttribute(name)
    return value if isinstance(value, str) else None


def item_key(el) -> "str | None":
    """A key that finds the same element after a render: its data-testid, else act and arg."""
    testid = _attr(el, "data-testid")
    if testid:
        return "t:" + testid
    act = _attr(el, "data-act")
    if act:
        return f"a:{act}|{_attr(el, 'data-arg') or ''}"
    return None


def _find(root, key: str):
    esc = window.CSS.escape
    if key.startswith("t:"):
        el = root.querySelector(f'[data-testid="{esc(key[2:])}"]')
    else:
        act, _, arg = key[2:].partition("|")
        sel = f'[data-act="{esc(act)}"]' + (f'[data-arg="{esc(arg)}"]' if arg else ":not([data-arg])")
        el = root.querySelector(sel)
    return el if el else None


def _focusable(el) -> bool:
    if getattr(el, "disabled", False) or _attr(el, "aria-disabled") == "true":
        return False
    if int(el.tabIndex) < 0 and not el.hasAttribute("tabindex"):
        # drawn anew as a picture (a token taken, say): focusing it would leave the focus on <body>
        return False
    return int(el.getClientRects().length) > 0


def _group_of(el):
    if not el or not hasattr(el, "matches") or not el.matches(ITEM):
        return None
    # a place's own drawing is not its group: look above the place
    g = el.parentElement.closest(GROUPS) if el.parentElement else None
    return g if g else None


def _views_only(groups: "dict[str, Group]") -> bool:
    """Whether every group with a Tab stop only chooses what the screen shows (`data-view`)."""
    stops = [group for group in groups.values() if group.stop is not None]
    return bool(stops) and all(group.rank[1] for group in stops)


def _walks():
    """The walks over the page's places, in one call each (keys_dom.py)."""
    return keys_dom.walker(GROUPS, ITEM, GROUP_ITEMS, ACTING, CHOSEN)


class Keyboard:
    """The page's keyboard behaviour and focus keeping (one per app)."""

    def __init__(self, app):
        self.app = app
        #: per group, the key of the place last used (its Tab stop)
        self.last: "dict[str, str]" = {}
        #: where the focus should have gone when a render fell back, and where it went instead
        self.wish: "Saved | None" = None
        self.placed = None
        #: whether the player uses the keyboard (then a fallback focus is scrolled into view)
        self.by_keys = False
        #: the groups that had places to choose at the last render (a group new since then is
        #: where a choice just made leads: a tile chosen, then the places to build it)
        self.offered: "set[str]" = set()

    # --- focus across renders -------------------------------------------------------------
    def capture(self) -> "Saved | None":
        """Where the focus is, before the screen's HTML is replaced; None when it is not in the
        screen (a dialog, the address bar: nothing to keep)."""
        root = self.app.root
        el = document.activeElement
        if not el or el.isSameNode(document.body) or not root.contains(el):
            return None
        if self.wish is not None and self.placed is not None and el.isSameNode(self.placed):
            return self.wish  # the player has not moved since a fallback: try what they had
        key = item_key(el) if not el.matches("main") else None
        place = _walks().placeOf(el)
        if not place:
            return Saved(key, None, 0, el.matches(DECIDING))
        return Saved(key, str(place.key), int(place.index), el.matches(ACTING))

    def restore(self, saved: "Saved | None", new_screen: bool, moved: bool = False) -> None:
        """After a render: the Tab stops of the groups set, and the focus back (see the module).
        `moved`: a move was played (or taken back) since the last render; a player who was
        deciding then goes on to the next decision's places, not to the control of the same
        name (a listed move's index names another move now). A place just chosen that opens
        places elsewhere (a site tile, then the city's places for it) sends the focus on to them."""
        groups = self.rove()
        offered, self.offered = self.offered, {key for key, group in groups.items() if group.offers}
        fresh = [key for key in self.offered if key not in offered]
        if self._return_to(self.app.screen.return_focus):
            return
        if saved is None:
            return
        if new_screen:
            # a replay's arrow keys step through it: the focus waits on <main>, not in a group
            replay = self.app.screen.replay is not None
            el = self.app.root.querySelector("main") if replay else self._first(groups)
            # until the player moves, the next render looks again (a computer moved first, say)
            self.wish, self.placed = (None, None) if replay or not el else (Saved(None, None, 0), el)
            self._focus(el, scroll=False)
            return
        replay = self.app.screen.replay is not None
        if replay and saved.key is None and saved.group is None:
            # the focus waited on <main> for a replay's arrow keys: it waits there again
            self._focus(self.app.root.querySelector("main"), scroll=False)
            return
        if moved and saved.deciding:
            el = self._first(groups)
            if el is not None and not el.matches("main"):
                # only a choice of what to view is left (a computer plays next): the focus waits
                # there, and the next render, the player's next decision, looks again
                waiting = _views_only(groups)
                self.wish, self.placed = (saved, el) if waiting else (None, None)
                self._focus(el, scroll=self.by_keys)
                return
        el = _find(self.app.root, saved.key) if saved.key else None
        if el is not None and _focusable(el):
            self.wish = self.placed = None
            if (
                saved.deciding
                and fresh
                and el.matches(CHOSEN)
                and saved.group not in fresh
                and self._shown('[data-act="confirm"]') is None
            ):
                # chosen: on to the places it opened (Escape still drops it)
                after = self._first({key: groups[key] for key in groups if key in fresh})
                if after is not None and not after.matches("main"):
                    el = after
            self._focus(el, scroll=el is not None and self.by_keys and not el.matches(CHOSEN))
            return
        if saved.deciding and saved.group is None:
            # a listed move gone without a move played: it became the Confirm it asks for (a
            # pass, final for its city), and Enter again there plays it
            el = self._shown(ARMED)
            if el is not None:
                self.wish = self.placed = None
                self._focus(el, scroll=self.by_keys)
                return
        el = None
        group = groups.get(saved.group) if saved.group is not None else None
        if group is not None and len(group.places):
            el = group.places[min(saved.index, len(group.places) - 1)]
        el = el or self._first(groups)
        if not el:
            return
        self.wish, self.placed = saved, el
        self._focus(el, scroll=self.by_keys)

    def _return_to(self, selector) -> bool:
        """A screen may name the control the focus goes to after its next render (`return_focus`,
        a CSS selector): the review's Show button it was left by, on Back from the replay; the
        home screen's answers to "Delete?". The focus goes there, in view. Used once."""
        if not selector:
            return False
        self.app.screen.return_focus = None
        el = self.app.root.querySelector(selector)
        if not el or not _focusable(el):
            return False
        self.wish = self.placed = None
        self._focus(el, scroll=True)
        return True

    def _first(self, groups):
        """The first group's Tab stop that may be chosen, else the screen's <main>. A board's
        places come first, then a list of moves (`data-choices`: a pass beside the buildings to
        build), and groups that only choose what the screen shows (`data-view`: whose city) last:
        after a decision the focus goes to the next one, not to the tabs above the board."""
        # the text twin's moves first while it is shown (twin.py)
        stops = sorted((group for group in groups.values() if group.stop is not None), key=lambda group: group.rank)
        return stops[0].stop if stops else self.app.root.querySelector("main")  # sorted is stable: page order

    @staticmethod
    def _focus(el, scroll: bool) -> None:
        if not el:
            return
        el.focus(_opts(preventScroll=True))
        if scroll:
            el.scrollIntoView(_opts(block="nearest", inline="nearest"))

    def rove(self) -> "dict[str, Group]":
        """One Tab stop per group: tabindex 0 on its current place (a place a tutorial points at,
        tutorial.py's class tut-point, else the one last used, else the chosen one, else the first
        that may be chosen, else the first; a shown one when that is hidden in a folded panel),
        -1 on the others. Returns the groups in the page's order, by key."""
        last = to_js(self.last, dict_converter=window.Object.fromEntries)
        groups = {}
        for g in _walks().rove(self.app.root, last):
            rank = (not g.twin, bool(g.view), bool(g.choices))
            groups[str(g.key)] = Group(g.places, bool(g.offers), g.stop if g.stop else None, rank)
        return groups

    # --- keys -----------------------------------------------------------------------------
    def pointer(self, _event=None) -> None:
        self.by_keys = False
        self.acted()

    def acted(self) -> None:
        """The player acts where the focus is (a click, Enter or Space): a fallback's wish is
        not tried again at the next render."""
        self.wish = self.placed = None

    def focused(self, _event=None) -> None:
        """A place that gets the focus (by Tab, a click or an arrow) becomes its group's Tab stop."""
        el = document.activeElement
        place = _walks().placeOf(el) if el else None
        if place:
            self.last[str(place.key)] = item_key(el)

    def move(self, event) -> bool:
        """An arrow, Home or End on a place of a group: the focus goes to another place of it."""
        key = str(event.key)
        self.by_keys = True
        if key in ("Enter", " "):
            self.acted()
        if key not in roving.MOVES or event.altKey or event.ctrlKey or event.metaKey or event.shiftKey:
            return False
        el = document.activeElement
        shown = _walks().shownPlaces(el)
        if not shown:
            return False
        boxes = [roving.Rect(*(float(v) for v in box)) for box in shown.boxes.to_py()]
        to = roving.target(int(shown.index), boxes, key)
        if to is None:
            return True  # nothing that way: the key is still ours (no page scroll)
        places = shown.places
        _walks().stopAt(places, to)
        places[to].focus(_opts(preventScroll=True))
        places[to].scrollIntoView(_opts(block="nearest", inline="nearest"))
        return True

    def act(self, event) -> bool:
        """What no screen took: Enter or Space on a drawn place acts as a click; Escape presses
        the Cancel shown, R the Rotate shown (also on other keyboard layouts, by the key's place)."""
        key = str(event.key)
        if event.altKey or event.ctrlKey or event.metaKey:
            return False
        el = document.activeElement
        if key in ("Enter", " ") and el and el.matches(ACTING) and str(el.tagName).lower() not in NATIVE:
            return self._click(el)
        if key == "Escape":
            return self._click(self._shown('[data-act="cancel"]'))
        if key in ("r", "R") or (str(event.code) == "KeyR" and not key.isascii()):
            return self._click(self._shown('[data-act="rotate"]'))
        return False

    def confirm_chosen(self, el) -> bool:
        """Enter on a place already chosen (a button of a group, marked chosen) plays the move it
        prepares, as the Confirm shown does: the shortcut every board keeps ("Enter again on it
        plays"), where a click on it would only drop it. False when there is no such Confirm."""
        if el is None or _group_of(el) is None or not el.matches(CHOSEN):
            return False
        return self._click(self._shown('[data-act="confirm"]'))

    def _shown(self, selector: str):
        for el in self.app.root.querySelectorAll(selector):
            if _focusable(el):
                return el
        return None

    @staticmethod
    def _click(el) -> bool:
        if el is None:
            return False
        el.dispatchEvent(window.MouseEvent.new("click", _opts(bubbles=True, cancelable=True)))
        return True
