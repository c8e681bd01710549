"""The walks of keys.py over the page's places, done in the page's JavaScript in one call each.

Every render sets the Tab stops of all groups of places (a board's cells, a hand, the log's
entries), and every arrow key reads the places of a group and where they are on the screen. Asked
element by element from Python, that was some twenty calls across to JavaScript per place: 30-50
ms a render on a desktop once a game's log was long (a third of the page's Python time in a whole
Pyramidion game), four times that on a phone-class CPU. Here each walk is one call; what to do with
its answer stays in keys.py, and the rules of the walk (what a group is, which place is its Tab
stop) are the ones keys.py's docstring gives.

`walker()` makes the functions once, from the selectors keys.py passes.
"""

from __future__ import annotations

from ..page import window

#: (GROUPS, ITEM, ACTING, CHOSEN) => the walks; the same steps keys.py's docstring describes
SOURCE = r"""
const itemKey = (el) => {
  const testid = el.getAttribute("data-testid");
  if (testid) return "t:" + testid;
  const act = el.getAttribute("data-act");
  return act ? `a:${act}|${el.getAttribute("data-arg") || ""}` : null;
};
const groupKey = (g) => {
  const own = g.getAttribute("data-rove") || g.getAttribute("data-testid");
  if (own) return own;
  const up = g.parentElement ? g.parentElement.closest("[data-testid]") : null;
  const cls = String(g.getAttribute("class") || g.tagName).split(" ")[0];
  return `${up ? up.getAttribute("data-testid") : ""}/${cls}`;
};
const shown = (el) => el.getClientRects().length > 0;
// focusable once it is its group's Tab stop (tabindex 0 is written after every box is read)
const focusableStop = (el) => !el.disabled && el.getAttribute("aria-disabled") !== "true" && shown(el);
const groupOf = (el) => {
  if (!el || typeof el.matches !== "function" || !el.matches(ITEM) || !el.parentElement) return null;
  return el.parentElement.closest(GROUPS);
};
const itemsOf = (g) => Array.from(g.querySelectorAll(ITEM)).filter((el) => el.parentElement.closest(GROUPS) === g);
return {
  // One Tab stop per group (tabindex 0 on its current place, -1 on the others), the groups in the
  // page's order: [{key, places, offers, stop, twin, view, choices}]. `last`: group key -> the
  // item key of the place last used there.
  rove(root, last) {
    const groups = new Map();
    for (const el of root.querySelectorAll(GROUP_ITEMS)) {
      const g = el.parentElement.closest(GROUPS);
      let key = groupKey(g);
      while (groups.has(key) && groups.get(key).g !== g) key += "+";
      if (!groups.has(key)) groups.set(key, { g, places: [] });
      groups.get(key).places.push(el);
    }
    // every box is read before any attribute is written: a write between two reads would make
    // the browser lay the page out again for the second one, once per group
    const out = [];
    for (const [key, { g, places }] of groups) {
      const want = Object.hasOwn(last, key) ? last[key] : null;
      let current =
        places.find((p) => p.classList.contains("tut-point")) ||
        (want ? places.find((p) => itemKey(p) === want) : undefined) ||
        places.find((p) => p.matches(CHOSEN)) ||
        places.find((p) => p.matches(ACTING)) ||
        places[0];
      if (!shown(current)) current = places.find(shown) || current;
      out.push({
        key,
        places,
        current,
        offers: !g.hasAttribute("data-view") && places.some((p) => p.matches(ACTING)),
        stop: current.matches(ACTING) && focusableStop(current) ? current : undefined,
        twin: g.hasAttribute("data-twin"),
        view: g.hasAttribute("data-view"),
        choices: g.hasAttribute("data-choices"),
      });
    }
    for (const { places, current } of out) {
      for (const p of places) {
        p.setAttribute("tabindex", p === current ? "0" : "-1");
        if (p.namespaceURI.endsWith("/svg") && !p.hasAttribute("role")) p.setAttribute("role", "button");
      }
    }
    return out;
  },
  // The group of a place and its index among the group's places: {key, index}, or undefined.
  placeOf(el) {
    const g = groupOf(el);
    if (!g) return undefined;
    return { key: groupKey(g), index: Math.max(0, itemsOf(g).indexOf(el)) };
  },
  // The shown places of a place's group, their boxes and its index there: {places, boxes, index}.
  shownPlaces(el) {
    const g = groupOf(el);
    if (!g) return undefined;
    const places = itemsOf(g).filter(shown);
    const boxes = places.map((p) => {
      const r = p.getBoundingClientRect();
      return [r.left, r.top, r.width, r.height];
    });
    return { places, boxes, index: places.indexOf(el) };
  },
  // Tab stop of a group moved to its place `to` (an arrow key).
  stopAt(places, to) {
    for (const p of places) p.setAttribute("tabindex", "-1");
    places[to].setAttribute("tabindex", "0");
  },
};
"""

_made = None


def walker(groups: str, item: str, group_items: str, acting: str, chosen: str):
    """The JavaScript walks (made on first use: a page that never shows a board needs none)."""
    global _made
    if _made is None:
        make = window.Function.new("GROUPS", "ITEM", "GROUP_ITEMS", "ACTING", "CHOSEN", SOURCE)
        _made = make(groups, item, group_items, acting, chosen)
    return _made
