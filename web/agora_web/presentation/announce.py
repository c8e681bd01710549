"""Moves told to screen readers: one polite live region for the whole app.

A live region is announced when its text changes, and only if it was already in the page, so it
is made once, outside the part every render replaces. After each render of a game screen the
log's newest lines that were not there before (a move of any seat, and what the rules did after
it) are put into it as words (ui/spoken.py): the log as drawn shows each player only what they
may know, so the announcement does too. Lines are compared one by one, not as a turn's group: a
computer turn told in two renders (Amytis' take, then its build) says each line once, and a line
under its player's heading is said with the name once ("Ann: takes…", not "Ann Ann: takes…").
Opening a screen tells no move: its log is known. A hint shown is told too, in the words of its
notice (the advised move and why): on the board it is only a mark to the eye. Last comes the
prompt of a decision newly asked (the action bar's words, without a refusal or a hint's), once:
what to do next, which the eye finds in the bar.
"""

from __future__ import annotations

from collections import Counter

from pyscript import document

from ..ui.spoken import spoken

#: how many of the log's newest groups are looked at (a move adds only a few)
NEWEST = 6
#: at most this many lines in one announcement
MOST = 4
#: in the action bar's status, what is not the prompt: a refusal, a hint's notice, a replay's step
#: the lines of a group of the log (a turn under its player's name): its own items, or what a
#: game marks as one line (Pantikapaion's turn is one item of several lines)
LINES = "li, .log-line"
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
        self.count = -1
        self.seen: "Counter[str]" = Counter()
        self.error = ""
        self.tut = ""
        self.hint = ""
        self.prompt = ""
        self._words: "dict[str, str]" = {}

    def after_render(self, screen, root) -> None:
        """Compare the log drawn now with the one drawn before, on the same screen; a refusal
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
        log = root.querySelector('[data-testid="log"]')
        if not log:
            self.screen, self.count, self.seen = screen, -1, Counter()
            self.say(step)
            return
        try:
            count = int(log.getAttribute("data-count") or -1)
        except ValueError:
            count = -1
        lines = self._lines(log)
        now = Counter(lines)
        if screen is self.screen and count > self.count >= 0:
            # the lines beyond those said before, oldest first, as they happened
            fresh, left = [], now - self.seen
            for words in reversed(lines):
                if left[words] > 0:
                    left[words] -= 1
                    fresh.append(words)
            fresh.reverse()
            new = fresh[-MOST:] if fresh else lines[-1:]
            self.say(" ".join([*new, step]).strip())
        else:
            self.say(step)
        self.screen, self.count, self.seen = screen, count, now

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

    def _lines(self, log) -> "list[str]":
        """The words of the log's newest lines, newest group first and each group's lines in
        order: a line's own name when it has one (it says who), else its words after its group's
        heading."""
        out: "list[str]" = []
        group = log.firstElementChild
        taken = 0
        while group and taken < NEWEST:
            inner = group.querySelectorAll(LINES)
            if not inner.length:
                out.append(self._spoken(str(group.outerHTML)))
            else:
                head = group.cloneNode(True)
                for sub in list(head.querySelectorAll(f"ul, ol, {LINES}")):
                    sub.remove()
                who = self._spoken(str(head.innerHTML))
                chunk = []
                for i in range(int(inner.length)):
                    line = inner.item(i)
                    if line.querySelector(LINES):
                        continue
                    label = line.getAttribute("aria-label") if line.matches("li") else None
                    words = str(label) if isinstance(label, str) and label else self._spoken(str(line.innerHTML))
                    if who and not words.startswith(who):
                        words = f"{who}: {words}"
                    chunk.append(words)
                out.extend(reversed(chunk))  # newest first, as the groups
            group = group.nextElementSibling
            taken += 1
        out.reverse()
        return [w for w in out if w]

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
