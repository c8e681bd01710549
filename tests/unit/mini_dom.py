"""A small stand-in for the page's DOM, enough for code that reads drawn HTML the way the
announcer does (announce.py): a tree parsed from a screen's HTML, simple CSS selectors (tags,
classes, attributes with = or ^=, descendants, lists), text, attributes, clones, siblings and
the element's HTML again. Plain CPython: the tests that drive the live region's logic through
every order of renders run without a browser."""

from __future__ import annotations

import re
from html import escape
from html.parser import HTMLParser

_VOID = frozenset("area base br col embed hr img input link meta source track wbr".split())
#: one compound selector: a tag, then classes and attribute tests
_PART = re.compile(r'([a-zA-Z][\w-]*|\*)|\.([\w-]+)|\[([\w-]+)(?:([\^]?=)"([^"]*)")?\]')


class Text:
    def __init__(self, data: str):
        self.data = data
        self.parent = None

    def html(self) -> str:
        return escape(self.data, quote=False)


class Nodes(list):
    """What querySelectorAll gives: a list with the page's `length` and `item`."""

    @property
    def length(self) -> int:
        return len(self)

    def item(self, i: int):
        return self[i]


class ClassList:
    def __init__(self, el: "Element"):
        self.el = el

    def _names(self) -> "list[str]":
        return (self.el.getAttribute("class") or "").split()

    def contains(self, name: str) -> bool:
        return name in self._names()

    def add(self, name: str) -> None:
        if not self.contains(name):
            self.el.setAttribute("class", " ".join([*self._names(), name]))


class Element:
    def __init__(self, tag: str, attrs: "dict[str, str] | None" = None):
        self.tag = tag.lower()
        self.attrs: "dict[str, str]" = dict(attrs or {})
        self.children: list = []
        self.parent: "Element | None" = None
        self.classList = ClassList(self)

    # --- attributes ------------------------------------------------------------------------
    def getAttribute(self, name: str):
        return self.attrs.get(name)

    def setAttribute(self, name: str, value) -> None:
        self.attrs[name] = str(value)

    def hasAttribute(self, name: str) -> bool:
        return name in self.attrs

    @property
    def id(self) -> str:
        return self.attrs.get("id", "")

    @id.setter
    def id(self, value: str) -> None:
        self.attrs["id"] = value

    @property
    def className(self) -> str:
        return self.attrs.get("class", "")

    @className.setter
    def className(self, value: str) -> None:
        self.attrs["class"] = value

    # --- the tree --------------------------------------------------------------------------
    def appendChild(self, node):
        node.parent = self
        self.children.append(node)
        return node

    def remove(self) -> None:
        if self.parent is not None:
            self.parent.children = [c for c in self.parent.children if c is not self]
            self.parent = None

    def cloneNode(self, deep: bool = False) -> "Element":
        copy = Element(self.tag, self.attrs)
        if deep:
            for child in self.children:
                copy.appendChild(child.cloneNode(True) if isinstance(child, Element) else Text(child.data))
        return copy

    def _elements(self) -> "list[Element]":
        return [c for c in self.children if isinstance(c, Element)]

    @property
    def firstElementChild(self) -> "Element | None":
        kids = self._elements()
        return kids[0] if kids else None

    @property
    def nextElementSibling(self) -> "Element | None":
        if self.parent is None:
            return None
        kids = self.parent._elements()
        i = next(i for i, k in enumerate(kids) if k is self)
        return kids[i + 1] if i + 1 < len(kids) else None

    def _descendants(self):
        for child in self._elements():
            yield child
            yield from child._descendants()

    # --- text and HTML ---------------------------------------------------------------------
    @property
    def textContent(self) -> str:
        return "".join(c.data if isinstance(c, Text) else c.textContent for c in self.children)

    @textContent.setter
    def textContent(self, value: str) -> None:
        self.children = []
        self.appendChild(Text(str(value)))

    @property
    def innerHTML(self) -> str:
        return "".join(c.html() for c in self.children)

    @innerHTML.setter
    def innerHTML(self, value: str) -> None:
        self.children = []
        for node in parse(value).children:
            self.appendChild(node)

    @property
    def outerHTML(self) -> str:
        return self.html()

    def html(self) -> str:
        attrs = "".join(f' {k}="{escape(v)}"' if v is not None else f" {k}" for k, v in self.attrs.items())
        if self.tag in _VOID:
            return f"<{self.tag}{attrs}>"
        return f"<{self.tag}{attrs}>{self.innerHTML}</{self.tag}>"

    # --- selectors -------------------------------------------------------------------------
    def querySelectorAll(self, selector: str) -> Nodes:
        chains = [_chain(s) for s in selector.split(",")]
        return Nodes(el for el in self._descendants() if any(_matches_chain(el, c, self) for c in chains))

    def querySelector(self, selector: str) -> "Element | None":
        found = self.querySelectorAll(selector)
        return found[0] if found else None

    def matches(self, selector: str) -> bool:
        return any(_matches_chain(self, _chain(s), None) for s in selector.split(","))


def _chain(selector: str) -> "list[list[tuple]]":
    """A selector of compound parts joined by spaces (descendant combinators only)."""
    out = []
    for compound in re.findall(r'(?:[^\s"\[]|\[[^\]]*\])+', selector.strip()):
        tests = []
        for tag, cls, attr, op, value in _PART.findall(compound):
            tests.append(("tag", tag) if tag else ("class", cls) if cls else ("attr", attr, op, value))
        out.append(tests)
    return out


def _matches(el: Element, tests) -> bool:
    for test in tests:
        if test[0] == "tag":
            if test[1] != "*" and el.tag != test[1].lower():
                return False
        elif test[0] == "class":
            if not el.classList.contains(test[1]):
                return False
        else:
            _, attr, op, value = test
            have = el.getAttribute(attr)
            if have is None or (op == "=" and have != value) or (op == "^=" and not have.startswith(value)):
                return False
    return True


def _matches_chain(el: Element, chain, scope: "Element | None") -> bool:
    """The last compound matches `el` and each earlier one some ancestor, in order (the page
    looks at ancestors outside the scope too)."""
    if not chain or not _matches(el, chain[-1]):
        return False
    up = el.parent
    for tests in reversed(chain[:-1]):
        while up is not None and not _matches(up, tests):
            up = up.parent
        if up is None:
            return False
        up = up.parent
    return True


class _Builder(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Element("#root")
        self.at = self.root

    def handle_starttag(self, tag, attrs):
        el = self.at.appendChild(Element(tag, {k: ("" if v is None else v) for k, v in attrs}))
        if tag not in _VOID:
            self.at = el

    def handle_startendtag(self, tag, attrs):
        self.at.appendChild(Element(tag, {k: ("" if v is None else v) for k, v in attrs}))

    def handle_endtag(self, tag):
        el = self.at
        while el is not None and el.tag != tag:
            el = el.parent
        if el is not None and el.parent is not None:
            self.at = el.parent

    def handle_data(self, data):
        self.at.appendChild(Text(data))


def parse(html: str) -> Element:
    """The HTML as the children of a root element."""
    builder = _Builder()
    builder.feed(html)
    builder.close()
    return builder.root


class Document:
    """`document` as announce.py uses it: a body, and elements made to put into it."""

    def __init__(self):
        self.body = Element("body")

    @staticmethod
    def createElement(tag: str) -> Element:
        return Element(tag)
