"""Moves seen as they happen: each move's pieces glide from where they were to where they went.

Driven by the move events, never by comparing states: the log entries a move added name its pieces
by `data-ref` token (each game's log.py, `refs`). Around a re-render of the page (app.render) the
screen hands over the token groups of the entries added since the last render; `before` notes the
on-screen box of every element carrying those tokens, the page is replaced, and `after` plays a
FLIP animation (Web Animations, run by the browser off the Python thread) per piece:

- a piece drawn before and after at another place slides from its old box to its new one;
- a piece that stayed where it was (a supply, a counter) pulses once;
- a piece that comes from a hidden place (a pile, a bag) fades in.

One event is one step; the steps of a render play in sequence (0.45 s each, 0.9 s when slow).
Only the CSS properties `translate`, `scale` and `opacity` are animated, so the page answers
clicks at once during an animation and pieces keep their own transforms (a rotated tile). A new
render cancels what still runs: the new page starts from where the pieces are.

The setting (normal / slow / off) is kept in localStorage; the browser's "reduce motion"
preference makes "off" the default. Works in the page only (pyscript); `mode_from` and `next_mode`
are plain Python.
"""

from __future__ import annotations

STORAGE_KEY = "agora.motion"
MODES = ("normal", "slow", "off")
#: one step's duration in milliseconds, per mode
STEP_MS = {"normal": 450, "slow": 900, "off": 0}
#: later steps of a long move play together with this one, so a move never takes too long
MAX_STEPS = 6
#: a box that moved by less than this many pixels stayed where it was
STILL_PX = 2.0
EASING = "cubic-bezier(.25,.8,.3,1)"
REDUCE_QUERY = "(prefers-reduced-motion: reduce)"

#: animations started by the last render (cancelled by the next one)
_running: list = []
#: performance.now() when the last animation of the last render ends
_busy_until = 0.0


# --- the setting ----------------------------------------------------------------------------


def mode_from(stored: "str | None", reduce: bool) -> str:
    """The mode in force: the stored choice, else "off" for a reader who asked the browser for
    less motion, else "normal"."""
    if stored in MODES:
        return stored
    return "off" if reduce else "normal"


def next_mode(current: str) -> str:
    """What the setting's button switches to: normal → slow → off → normal."""
    return MODES[(MODES.index(current) + 1) % len(MODES)] if current in MODES else MODES[0]


def _reduce() -> bool:
    try:
        from ..page import window

        return bool(window.matchMedia(REDUCE_QUERY).matches)
    except Exception:  # no browser (the build's pre-rendered page): no preference known
        return False


def _stored() -> "str | None":
    try:
        from ..page import window

        value = window.localStorage.getItem(STORAGE_KEY)
        return value if isinstance(value, str) else None
    except Exception:
        return None


def mode() -> str:
    return mode_from(_stored(), _reduce())


def cycle() -> str:
    """Switch the setting to the next mode and keep it; returns the new mode."""
    new = next_mode(mode())
    try:
        from ..page import window

        window.localStorage.setItem(STORAGE_KEY, new)
    except Exception:  # storage refused (private mode): the choice lasts as long as the page
        pass
    return new


def button_html() -> str:
    """The top bar's setting button: shows the mode, a click moves to the next one. Its words
    show beside the icon where the top bar has room (as the other tools' do); its name says the
    click changes it."""
    from ..texts.i18n import t
    from ..ui.html import esc

    now = mode()
    label = esc(t("motion.label", mode=t("motion." + now)))
    trails = {"normal": "M2 6h7M1 10h8M2 14h7", "slow": "M5 10h4", "off": "M3 17L17 3"}[now]
    return (
        f'<button class="motion-set mode-{now}" data-act="motion" data-testid="motion" data-mode="{now}" '
        f'title="{label}" aria-label="{label}">'
        f'<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" fill="none" stroke="currentColor" '
        f'stroke-width="1.6" stroke-linecap="round"><path d="{trails}"/>'
        f'<circle cx="14" cy="10" r="3.2" fill="currentColor" stroke="none"/></svg>'
        f'<span class="btn-label" aria-hidden="true">{esc(t("motion.short", mode=t("motion." + now)))}</span></button>'
    )


# --- around a render ------------------------------------------------------------------------


def before(root, screen) -> "tuple | None":
    """Called just before the page is replaced: takes the screen's new token groups and notes
    the boxes of their pieces. Returns what `after` needs (None: nothing to animate)."""
    groups = screen.motion_steps()
    now = mode()
    # the style sheet's own effects (a points flash) follow the setting too; written only when it
    # changes, as any write there makes the browser restyle the whole page before a measure
    html = root.ownerDocument.documentElement
    if html.getAttribute("data-motion") != now:
        html.setAttribute("data-motion", now)
    if not groups or now == "off":
        _cancel()
        return None
    from ..page import window

    started = float(window.performance.now())
    tokens = {tok for group in groups for tok in group}
    boxes = {tok: _union(_elements(root, tok)) for tok in tokens}
    _cancel()
    return groups, boxes, STEP_MS[now], float(window.performance.now()) - started


def after(root, plan) -> None:
    """Called just after the page was replaced: animate the pieces `before` noted. Every box is
    read first and every animation started after, so the page is laid out once."""
    global _busy_until
    if plan is None:
        return
    from ..page import window

    groups, boxes, step_ms, measured_ms = plan
    started = float(window.performance.now())
    root.getBoundingClientRect()  # the new page's layout, which its first frame would do anyway
    layout_ms = float(window.performance.now()) - started
    done = window.WeakSet.new()
    todo = []
    step = 0
    for group in groups:
        delay = min(step, MAX_STEPS - 1) * step_ms
        planned = []
        for tok in group:
            els = [el for el in _elements(root, tok) if not done.has(el)]
            for el in els:
                done.add(el)
            new_box = _union(els)
            if new_box is not None:
                planned.extend(_frames(els, boxes.get(tok), new_box))
        if planned:
            todo.append((delay, planned))
            step += 1
    for delay, planned in todo:
        _start(planned, delay, step_ms)
    now = float(window.performance.now())
    if step:
        _busy_until = now + min(step, MAX_STEPS) * step_ms
    # for the benchmark: the time spent measuring before and animating after a render, without
    # the new page's own layout (forced here by the first measure, otherwise done by its frame)
    window.document.body.dataset.motionMs = f"{measured_ms + now - started - layout_ms:.2f}"
    window.document.body.dataset.motionLayoutMs = f"{layout_ms:.2f}"
    window.document.body.dataset.motionReadMs = f"{measured_ms:.2f}"


def remaining_s() -> float:
    """Seconds until the animations of the last render have played (0 when none run)."""
    try:
        from ..page import window

        return max(0.0, (_busy_until - float(window.performance.now())) / 1000)
    except Exception:
        return 0.0


def _cancel() -> None:
    global _busy_until
    for anim in _running:
        try:
            if str(anim.playState) != "finished":
                anim.cancel()
        except Exception:
            pass
    _running.clear()
    _busy_until = 0.0


def _elements(root, token: str) -> list:
    nodes = root.querySelectorAll(f'[data-ref~="{token}"]')
    return [nodes.item(i) for i in range(int(nodes.length))]


def _union(els) -> "tuple[float, float, float, float] | None":
    """(left, top, right, bottom) around the drawn elements, None when none is drawn."""
    box = None
    for el in els:
        r = el.getBoundingClientRect()
        if r.width <= 0 and r.height <= 0:
            continue
        edges = (float(r.left), float(r.top), float(r.right), float(r.bottom))
        box = (
            edges
            if box is None
            else (min(box[0], edges[0]), min(box[1], edges[1]), max(box[2], edges[2]), max(box[3], edges[3]))
        )
    return box


def _in_svg(el) -> bool:
    owner = getattr(el, "ownerSVGElement", None)
    return bool(owner)


def _local(el, dx: float, dy: float) -> "tuple[float, float]":
    """A screen offset in pixels as an offset in the coordinates `translate` uses for `el`: its
    parent's user units for a piece of an SVG drawing (scaled, possibly turned), else pixels."""
    if not _in_svg(el):
        return dx, dy
    parent = el.parentNode
    m = parent.getScreenCTM() if parent and hasattr(parent, "getScreenCTM") else None
    if not m:
        return dx, dy
    a, b, c, d = float(m.a), float(m.b), float(m.c), float(m.d)
    det = a * d - b * c
    if abs(det) < 1e-9:
        return dx, dy
    return (d * dx - c * dy) / det, (-b * dx + a * dy) / det


def _frames(els, old, new) -> list:
    """One piece's keyframes, element by element (reads the page only): it slides from its old
    box, pulses where it stayed, or fades in from nowhere."""
    if old is None:
        kind = "appear"
    else:
        dx = (old[0] + old[2]) / 2 - (new[0] + new[2]) / 2
        dy = (old[1] + old[3]) / 2 - (new[1] + new[3]) / 2
        kind = "slide" if abs(dx) > STILL_PX or abs(dy) > STILL_PX else "pulse"
    out = []
    for el in els:
        svg = _in_svg(el)
        if kind == "slide":
            lx, ly = _local(el, dx, dy)
            frame = {"offset": 0, "translate": f"{lx:.1f}px {ly:.1f}px"}
            if not svg and len(els) == 1:
                ow, nw = old[2] - old[0], new[2] - new[0]
                if nw > 0 and ow > 0 and abs(ow / nw - 1) > 0.15:
                    frame["scale"] = f"{max(0.3, min(3.0, ow / nw)):.3f}"
            frames = [frame]
        elif kind == "pulse":
            frames = [{"offset": 0.4, "opacity": 0.35}] if svg else [{"offset": 0.4, "scale": "1.12"}]
        else:
            lx, ly = _local(el, 0, -14)
            frames = [{"offset": 0, "opacity": 0, "translate": f"{lx:.1f}px {ly:.1f}px"}]
        out.append((el, frames))
    return out


def _start(planned, delay: float, step_ms: float) -> None:
    """Start one step's animations (`fill: backwards`: a piece waits at its start until its turn)."""
    from pyodide.ffi import to_js
    from ..page import window

    fe = window.Object.fromEntries
    opts = to_js({"duration": step_ms, "delay": delay, "easing": EASING, "fill": "backwards"}, dict_converter=fe)
    for el, frames in planned:
        try:
            _running.append(el.animate(to_js(frames, dict_converter=fe), opts))
        except Exception:  # a browser without Web Animations: the piece is simply there
            return
