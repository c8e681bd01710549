"""Moves told to screen readers: one polite live region for the whole app.

A live region is announced when its text changes, and only if it was already in the page, so it
is made once, outside the part every render replaces. After each render of a game screen the
words of the log entries added since the last render (a move of any seat, and what the rules did
after it) are put into it: the screen's log model gives them (`log_news`, screens/game_log.py),
each entry once, in the words the log shows this player (nothing hidden), a line under its
player's heading with the name once ("Ann: takes…"); the page is never read for them. A computer
turn told in two renders (Amytis' take, then its build) says each entry once. Opening a screen
tells no move: its log is known. A hint shown is told too, in the words of its
notice (the advised move and why): on the board it is only a mark to the eye. Last comes the
prompt of a decision newly asked (the action bar's words, without a refusal or a hint's), once:
what to do next, which the eye finds in the bar.
"""

from __future__ import annotations

from ..page import document

#: at most this many lines in one announcement (the newest)
MOST = 4
#: in the action bar's status, what is not the prompt: a refusal, a hint's notice, a replay's step
NOT_PROMPT = '[data-testid="error"], [data-testid="hint-notice"], .replay-status, .spinner'


def _text(el) -> str:
    return " ".join(str(el.textContent).split()) if el else ""


class Announcer:
    def __init__(self):
        el = document.createElement("div")
        el.id = "announcer"
        el.className = "sr-only"
        el.setAttribute("role", "status")  # a live region tests and tools find by its role
        el.setAttribute("aria-live", "polite")
        el.setAttribute("aria-atomic", "true")
        el.setAttribute("data-testid", "announcer")
        document.body.appendChild(el)
        self.el = el
        self.screen = None
        self.error = ""
        self.tut = ""
        self.hint = ""
        self.prompt = ""

    def after_render(self, screen, root) -> None:
        """Tell the log entries added since the last render of the same screen; a refusal
        shown in the action bar is told too, and a tutorial's step, a hint newly shown and the
        prompt of a new decision after the moves."""
        error = root.querySelector('[data-testid="status"] [data-testid="error"]')
        error_text = str(error.textContent).strip() if error else ""
        if error_text and error_text != self.error:
            self.say(error_text)
        self.error = error_text
        after = []
        # a tutorial's new step (tutorial.py draws its panel anew on every render) is told after
        # the moves that led to it
        tut = root.querySelector('[data-testid="tut-text"]')
        tut_text = str(tut.textContent).strip() if tut else ""
        if tut_text and tut_text != self.tut:
            after.append(tut_text)
        self.tut = tut_text
        # a hint newly shown, in its notice's words (while the coach thinks none is drawn, so
        # the same advice asked again is told again)
        said = root.querySelector('[data-testid="hint-said"]')
        hint_text = str(said.textContent).strip() if said else ""
        new_hint = bool(hint_text) and hint_text != self.hint
        if new_hint:
            after.append(hint_text)
        self.hint = hint_text
        prompt = self._prompt(root)
        # a hint newly shown is the news (the board changed to show it, and the bar with it)
        if prompt and prompt != self.prompt and not error_text and not new_hint:
            after.append(prompt)
        self.prompt = prompt
        step = " ".join(after)
        news = screen.log_news()  # a game screen's log model (none for other screens)
        if screen is not self.screen:
            news = []  # a screen opened: its log is known
        self.screen = screen
        self.say(" ".join([*news[-MOST:], step]).strip())

    @staticmethod
    def _prompt(root) -> str:
        """What the action bar asks now, while a person is to act (not while a computer thinks,
        nor in a replay's steps)."""
        bar = root.querySelector('[data-testid="actionbar"]')
        status = bar.querySelector('[data-testid="status"]') if bar else None
        if not status or bar.classList.contains("busy") or status.querySelector(".replay-status"):
            return ""
        copy = status.cloneNode(True)
        for el in list(copy.querySelectorAll(NOT_PROMPT)):
            el.remove()
        return _text(copy)

    def say(self, text: str) -> None:
        """Announce `text` (the same text twice is still said twice)."""
        if not text:
            return
        if str(self.el.textContent).rstrip("\u00a0") == text and not str(self.el.textContent).endswith("\u00a0"):
            text += "\u00a0"
        self.el.textContent = text
