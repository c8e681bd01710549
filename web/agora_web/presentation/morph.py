"""A render of the screen already drawn changes the page in place instead of replacing it.

Replacing the page's HTML at every render made the browser build, style and lay out every element
anew, a long game's log of hundreds of entries included: 40-80 ms of a desktop's time a render
late in a game, four times that on a phone-class CPU (docs/benchmarks.md). morphdom (vendored,
build/vendor.lock; the build puts its script beside this module) walks the page against the new
HTML and changes only what differs, so elements drawn the same stay as they are.

What a render shows is still exactly the HTML the screen drew: morphdom writes every attribute,
text and form control's value that differs. A part of the page is left without a look only when
it is equal to its new HTML and holds no form control, whose typed value or check an equal HTML
would not undo. A new screen replaces the page (app.py), so focus and scrolling start afresh
there as on any new page.
"""

from __future__ import annotations

from pathlib import Path

from ..dom import console_warn
from ..page import window

#: the vendored script, put here by the build (build/assemble.py, MORPHDOM)
SCRIPT = Path(__file__).with_name("morphdom.min.js")

#: (morphdom) => (root, html): the page's children made equal to `html`
GLUE = r"""
const template = document.createElement("template");
const LIVE = "input,textarea,select";
const same = (from, to) => from.isEqualNode(to) && !from.matches(LIVE) && !from.querySelector(LIVE);
const options = {childrenOnly: true, onBeforeElUpdated: (from, to) => !same(from, to)};
return (root, html) => {
  template.innerHTML = html;
  const to = root.cloneNode(false);
  to.appendChild(template.content);
  morphdom(root, to, options);
};
"""

_update = None


def _make():
    """The page's function, or None where there is no morphdom (a start without it, the tests'
    stand-in page): then the page is replaced as before."""
    try:
        source = SCRIPT.read_text(encoding="utf-8")
    except OSError:
        return None
    try:
        # its UMD wrapper hands the function to `module.exports` rather than to a global
        load = window.Function.new(
            f"const module = {{exports: {{}}}}; const exports = module.exports;\n{source}\nreturn module.exports;"
        )
        return window.Function.new("morphdom", GLUE)(load())
    except Exception as exc:  # never a blank page for want of it
        console_warn(f"Agora: the page is replaced at each render ({exc!r})")
        return None


def update(root, html: str) -> None:
    """Make `root`'s children what `html` draws, changing only what differs."""
    global _update
    if _update is None:
        _update = _make() or False
    if _update:
        _update(root, html)
    else:
        root.innerHTML = html
