"""Moves told to screen readers: one polite live region for the whole app.

A live region is announced when its text changes, and only if it was already in the page, so it
is made once, outside the part every render replaces. After each render of a game screen the
newest log items that were not there before (a move of any seat, and what the rules did after
it) are put into it as words (ui/spoken.py): the log as drawn shows each player only what they
may know, so the announcement does too. Opening a screen tells nothing: its log is known. A
hint shown is told too, in the words of its notice (the advised move and why): on the board it is
only a mark to the eye.
"""

from __future__ import annotations

from pyscript import document

from .ui.spoken import spoken

#: how many of the newest log items are compared (a move adds only a few)
NEWEST = 6
#: at most this many items in one announcement
MOST = 3


class Announcer:
    def __init__(self):
        el = document.createElement("div")
        el.id = "announcer"
        el.className = "sr-only"
        el.setAttribute("aria-live", "polite")
        el.setAttribute("aria-atomic", "true")
        el.setAttribute("data-testid", "announcer")
        document.body.appendChild(el)
        self.el = el
        self.screen = None
        self.count = -1
        self.seen: "set[str]" = set()
        self.error = ""
        self.tut = ""
        self.hint = ""
        self._words: "dict[str, str]" = {}

    def after_render(self, screen, root) -> None:
        """Compare the log drawn now with the one drawn before, on the same screen; a refusal
        shown in the action bar is told too, and a tutorial's step or a hint newly shown after
        the moves."""
        error = root.querySelector('[data-testid="status"] [data-testid="error"]')
        error_text = str(error.textContent).strip() if error else ""
        if error_text and error_text != self.error:
            self.say(error_text)
        self.error = error_text
        # a tutorial's new step (tutorial.py draws its panel anew on every render) is told after
        # the moves that led to it
        tut = root.querySelector('[data-testid="tut-text"]')
        tut_text = str(tut.textContent).strip() if tut else ""
        step = tut_text if tut_text and tut_text != self.tut else ""
        self.tut = tut_text
        # a hint newly shown, in its notice's words (while the coach thinks none is drawn, so
        # the same advice asked again is told again)
        said = root.querySelector('[data-testid="hint-said"]')
        hint_text = str(said.textContent).strip() if said else ""
        if hint_text and hint_text != self.hint:
            step = f"{step} {hint_text}".strip()
        self.hint = hint_text
        log = root.querySelector('[data-testid="log"]')
        if not log:
            self.screen, self.count, self.seen = screen, -1, set()
            self.say(step)
            return
        try:
            count = int(log.getAttribute("data-count") or -1)
        except ValueError:
            count = -1
        items = []
        child = log.firstElementChild
        while child and len(items) < NEWEST:
            items.append(self._spoken(str(child.innerHTML)))
            child = child.nextElementSibling
        if screen is self.screen and count > self.count >= 0:
            new = [w for w in items if w and w not in self.seen][:MOST]
            if not new and items:
                new = items[:1]
            self.say(" ".join([*reversed(new), step]).strip())  # oldest first, as they happened
        else:
            self.say(step)
        self.screen, self.count, self.seen = screen, count, set(items)

    def _spoken(self, html: str) -> str:
        words = self._words.get(html)
        if words is None:
            if len(self._words) > 400:
                self._words.clear()
            words = self._words[html] = spoken(html)
        return words

    def say(self, text: str) -> None:
        """Announce `text` (the same text twice is still said twice)."""
        if not text:
            return
        if str(self.el.textContent).rstrip("\u00a0") == text and not str(self.el.textContent).endswith("\u00a0"):
            text += "\u00a0"
        self.el.textContent = text
