"""One tooltip for every symbol of every board: on hover, on keyboard focus, and on a long press
on a touch screen.

A symbol says what it is with `data-tip`, a `title` attribute, or (inside an SVG drawing) a
<title> child. Some game screens draw `data-tip` with their own style-sheet tooltip (::after);
where the style sheet already shows one, nothing more is shown. Everywhere else the page's single
tooltip box (#agora-tip, role tooltip) shows the same words on hover and on keyboard focus, and
while it does the element's own title is set aside so the browser does not show a second one.
A touch screen has no hover: holding a finger on a symbol for LONG_PRESS_MS shows its words, and
the click that ends that press is not taken as a move.

A control pressed (a click, Enter or Space) hides its words: what it does appears on the page,
often right under it (a hint's notice under the top bar's Hint), and the box must not cover it.
Nor do they come back with the render that follows: neither the focus the app gives back nor the
new element under a pointer at rest shows words (the player moved neither).
"""

from __future__ import annotations

from ..page import document, window

LONG_PRESS_MS = 500
#: a finger that moves further than this (px) scrolls; it is not a press
PRESS_SLOP = 10
SVG_NS = "http://www.w3.org/2000/svg"
BOX_ID = "agora-tip"


def _svg_title(el):
    """The <title> child of an SVG element, if it has one."""
    if not el or str(getattr(el, "namespaceURI", "")) != SVG_NS:
        return None
    for child in el.children:
        if str(child.tagName).lower() == "title":
            return child
    return None


def _keyboard_focus(el) -> bool:
    """Whether `el` shows keyboard focus (a focus the app placed after a render, or a click,
    does not keep a tooltip open once the mouse leaves)."""
    try:
        return bool(el.matches(":focus-visible"))
    except Exception:
        return True


def owner_of(target, root):
    """The nearest element from `target` up to `root` that carries words for a tooltip."""
    el = target
    while el and el != root and getattr(el, "getAttribute", None):
        if el.getAttribute("data-tip") or el.getAttribute("title") or el.getAttribute("data-tip-title"):
            return el
        if _svg_title(el) is not None:
            return el
        el = el.parentElement
    return None


def words_of(el) -> str:
    for name in ("data-tip", "title", "data-tip-title"):
        value = el.getAttribute(name)
        if value:
            return str(value)
    title = _svg_title(el)
    return str(title.textContent).strip() if title is not None else ""


def _css_draws(el) -> bool:
    """Whether the style sheet already shows this element's words (a ::after with content)."""
    try:
        content = str(window.getComputedStyle(el, "::after").content)
    except Exception:
        return False
    return content not in ("none", "normal", "", '""')


class Tips:
    def __init__(self, root):
        self.root = root
        self.owner = None
        self.hidden_title = None  # (element, the <title> node or None) set aside while shown
        self.timer = None
        self.press = None  # (x, y, element) of a touch that may become a long press
        self.swallow_click = False
        self._fire = None
        #: while the app gives the focus back after a render (see hold)
        self.holding = False
        #: where the pointer was last seen (clientX, clientY)
        self.at = None

    def install(self, listen) -> None:
        """Listen on the app's root (`listen(target, kind, fn)` keeps the proxies alive)."""
        from pyodide.ffi import create_proxy

        # pointer events, not mouse events: after a tap the browser also sends mouse events
        # (mouseover), which carry no pointer type, and a tooltip shown by one stayed on a phone
        listen(self.root, "pointerover", self._on_over)
        listen(self.root, "pointerout", self._on_out)
        listen(self.root, "focusin", self._on_focus)
        listen(self.root, "focusout", lambda _e: self.hide())
        listen(self.root, "pointerdown", self._on_down)
        listen(self.root, "pointermove", self._on_move)
        listen(self.root, "pointerup", self._on_up)
        listen(self.root, "pointercancel", self._on_up)
        listen(self.root, "contextmenu", self._on_menu)
        listen(document, "keydown", self._on_key)
        listen(window, "scroll", lambda _e: self.hide())
        self._fire = create_proxy(self._long_press)
        capture = create_proxy(self._on_click_capture)
        self.root.addEventListener("click", capture, True)
        self._capture = capture

    # --- showing ---------------------------------------------------------------------------
    def _box(self):
        box = document.getElementById(BOX_ID)
        if not box:
            box = document.createElement("div")
            box.id = BOX_ID
            box.className = "agora-tip"
            box.setAttribute("role", "tooltip")
            box.setAttribute("data-testid", "tooltip")
            box.hidden = True
            document.body.appendChild(box)
        return box

    def show(self, el, force: bool = False) -> None:
        text = words_of(el)
        if not text or (not force and _css_draws(el)):
            return
        self.hide()
        self.owner = el
        title = el.getAttribute("title")
        if title:  # the browser would show it too
            el.setAttribute("data-tip-title", title)
            el.removeAttribute("title")
            self.hidden_title = (el, None)
        else:
            node = _svg_title(el)
            if node is not None:
                el.removeChild(node)
                self.hidden_title = (el, node)
        box = self._box()
        box.textContent = text
        box.hidden = False
        rect = el.getBoundingClientRect()
        width = float(box.offsetWidth)
        view_w = float(document.documentElement.clientWidth)
        left = min(max(4.0, float(rect.left) + float(rect.width) / 2 - width / 2), max(4.0, view_w - width - 4))
        top = float(rect.bottom) + 6
        if top + float(box.offsetHeight) > float(window.innerHeight) and float(rect.top) > float(box.offsetHeight) + 6:
            top = float(rect.top) - float(box.offsetHeight) - 6
        box.style.left = f"{left + float(window.scrollX):.0f}px"
        box.style.top = f"{top + float(window.scrollY):.0f}px"

    def hide(self) -> None:
        if self.hidden_title is not None:
            el, node = self.hidden_title
            if node is not None:
                el.insertBefore(node, el.firstChild)
            else:
                title = el.getAttribute("data-tip-title")
                if title:
                    el.setAttribute("title", title)
                el.removeAttribute("data-tip-title")
            self.hidden_title = None
        self.owner = None
        box = document.getElementById(BOX_ID)
        if box:
            box.hidden = True

    # --- hover and focus -------------------------------------------------------------------
    def _on_over(self, event) -> None:
        if str(getattr(event, "pointerType", "mouse") or "mouse") == "touch":
            return
        at, self.at = self.at, (float(event.clientX), float(event.clientY))
        if at == self.at:
            return  # the page was drawn anew under a pointer at rest: it points at nothing new
        el = owner_of(event.target, self.root)
        if el is not None and el != self.owner:
            self.show(el)

    def _on_out(self, event) -> None:
        if self.owner is None or str(getattr(event, "pointerType", "mouse") or "mouse") == "touch":
            return  # a finger lifted after a long press leaves its words up until the next touch
        to = event.relatedTarget
        if to and self.owner.contains(to):
            return
        if not (document.activeElement == self.owner and _keyboard_focus(self.owner)):
            self.hide()  # a tooltip stays only while the keyboard's focus is on its symbol

    def hold(self, give_focus, *args):
        """give_focus(*args) (the app putting the focus back after a render) showing no words
        for the element it focuses."""
        self.holding = True
        try:
            return give_focus(*args)
        finally:
            self.holding = False

    def _on_focus(self, event) -> None:
        el = event.target
        if self.holding or not el or not getattr(el, "matches", None):
            return
        try:
            keyboard = bool(el.matches(":focus-visible"))
        except Exception:
            keyboard = True
        if keyboard and owner_of(el, self.root) == el:
            self.show(el)

    def _on_key(self, event) -> None:
        if str(event.key) in ("Escape", "Enter", " ") and self.owner is not None:
            self.hide()  # Escape dismisses; Enter and Space press the control

    # --- long press ------------------------------------------------------------------------
    def _cancel_press(self) -> None:
        if self.timer is not None:
            window.clearTimeout(self.timer)
            self.timer = None
        self.press = None

    def _on_down(self, event) -> None:
        self._cancel_press()
        self.swallow_click = False
        if str(event.pointerType) != "touch":
            return
        self.hide()
        el = owner_of(event.target, self.root)
        if el is None:
            return
        self.press = (float(event.clientX), float(event.clientY), el)
        self.timer = window.setTimeout(self._fire, LONG_PRESS_MS)

    def _on_move(self, event) -> None:
        self.at = (float(event.clientX), float(event.clientY))
        if self.press is None:
            return
        x, y, _el = self.press
        if abs(float(event.clientX) - x) > PRESS_SLOP or abs(float(event.clientY) - y) > PRESS_SLOP:
            self._cancel_press()

    def _on_up(self, _event) -> None:
        if self.timer is not None:
            self._cancel_press()

    def _long_press(self, *_args) -> None:
        press, self.timer, self.press = self.press, None, None
        if press is None:
            return
        self.show(press[2], force=True)
        self.swallow_click = True

    def _on_click_capture(self, event) -> None:
        if self.swallow_click:
            self.swallow_click = False
            event.preventDefault()
            event.stopPropagation()
        elif self.owner is not None:
            self.hide()  # a control pressed: what it does must show uncovered

    def _on_menu(self, event) -> None:
        if self.owner is not None or self.press is not None:
            event.preventDefault()  # a long press shows the words, not the browser's menu
