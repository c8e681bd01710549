"""A screen that gives links to send: invitations, an answer, the start of a game, a turn. Each
link is a block with its address (selected and copied by Copy), the system share sheet where the
browser has one, and a QR code for a phone in the same room. A link longer than messengers keep
(RemoteGame.needs_file) is offered as a file too: saved (a download), or given to the share sheet
where the browser shares files; the other device opens it from its home screen
(remote_links.fragment_in) exactly as it would open the link.

The screens of remote games build on SendScreen; none of this is imported before such a game is
opened.
"""

from __future__ import annotations

import asyncio

import msgspec

from ..dom import attrs, esc
from ..texts.i18n import t
from ..ui import widgets
from .base import Screen


class Block(msgspec.Struct, frozen=True):
    """One link to send: `prefix` and `key` make its testids ("invite-url-1"); `heading` names it;
    `who` is whom it goes to (the accessible names of its buttons and QR code say it)."""

    prefix: str
    key: int
    heading: str
    url: str
    who: str


def can_share() -> bool:
    """Whether the browser has a system share sheet (phones, some desktops)."""
    from ..page import window

    return bool(getattr(window.navigator, "share", None))


def too_long(block: Block) -> bool:
    """Whether the block's link is offered as a file (messengers cut it)."""
    from ..remote.game import RemoteGame

    return RemoteGame.needs_file(block.url)


def _file(block: Block):
    """The block's link as a File object of the page (for the share sheet)."""
    from pyodide.ffi import to_js
    from ..page import window

    from ..services import remote_links

    return window.File.new(
        to_js([remote_links.file_text(block.url)]),
        remote_links.file_name(block.prefix, _stamp()),
        to_js({"type": remote_links.FILE_TYPE}, dict_converter=window.Object.fromEntries),
    )


def can_share_file(block: Block) -> bool:
    """Whether the browser's share sheet takes the block's file (some share only links)."""
    from pyodide.ffi import to_js
    from ..page import window

    if not getattr(window.navigator, "canShare", None):
        return False
    try:
        data = to_js({"files": [_file(block)]}, dict_converter=window.Object.fromEntries)
        return bool(window.navigator.canShare(data))
    except Exception:
        return False


def _stamp() -> str:
    from ..page import window

    return str(window.Date.new().toISOString())[:16].replace(":", "-").replace("T", "_")


def file_html(block: Block, share_file: bool) -> str:
    """What a link too long for messengers adds to its block: why, and the file to send."""
    p, k, who = block.prefix, block.key, block.who
    share = (
        widgets.button(
            "link-share-file",
            t("remote_file_share"),
            cls="btn small",
            arg=f"{p}:{k}",
            testid=f"{p}-share-file-{k}",
            label=t("remote_file_share_for", name=who),
        )
        if share_file
        else ""
    )
    return (
        f'<p class="notice" data-testid="{p}-file-note-{k}">{esc(t("remote_file_note", n=len(block.url)))}</p>'
        f'<div class="share-row">'
        + widgets.button(
            "link-file",
            t("remote_file_save"),
            cls="btn primary small",
            arg=f"{p}:{k}",
            testid=f"{p}-file-{k}",
            label=t("remote_file_save_for", name=who),
        )
        + share
        + "</div>"
    )


def qr_html(block: Block, shown: bool) -> str:
    """The block's QR code, folded under a summary that draws it when opened (SendScreen.handle,
    "link-qr"): a code takes a moment to compute, and most links go by a messenger, not a
    camera. `shown`: opened already (drawn again with the screen)."""
    from ..services.remote_links import qr_svg

    p, k = block.prefix, block.key
    qr = qr_svg(block.url, t("remote_qr_for", name=block.who)) if shown else ""
    return (
        f'<details class="invite-qr-fold"{" open" if shown else ""}>'
        f"<summary{attrs(data_act='link-qr', data_arg=f'{p}:{k}', data_testid=f'{p}-qr-show-{k}')}>"
        f"{esc(t('remote_qr_show'))}</summary>"
        f'<div class="invite-qr" data-testid="{p}-qr-{k}">{qr}</div></details>'
    )


def block_html(block: Block, said: str, share: bool, share_file: bool = False, qr_shown: bool = False) -> str:
    p, k, who = block.prefix, block.key, block.who
    heading = f"{p}-h-{k}"
    long = too_long(block)
    share_button = (
        widgets.button(
            "link-share",
            t("remote_share"),
            cls="btn small",
            arg=f"{p}:{k}",
            testid=f"{p}-share-{k}",
            label=t("remote_share_for", name=who),
        )
        if share
        else ""
    )
    qr = "" if long else qr_html(block, qr_shown)  # too dense to read anyway
    return (
        f'<section class="invite card" aria-labelledby="{heading}" data-testid="{p}-{k}">'
        f'<h2 id="{heading}">{esc(block.heading)}</h2>'
        + (file_html(block, share_file) if long else "")
        + f'<div class="share-row"><input class="share-url" readonly'
        f"{attrs(value=block.url, aria_label=t('remote_link_for', name=who), data_testid=f'{p}-url-{k}', id=f'{p}-url-{k}')}>"
        + widgets.button(
            "link-copy",
            t("share_copy"),
            cls="btn small" if long else "btn primary small",
            arg=f"{p}:{k}",
            testid=f"{p}-copy-{k}",
            label=t("remote_copy_for", name=who),
        )
        + share_button
        + "</div>"
        f'<p class="muted small" role="status" data-testid="{p}-status-{k}">{esc(t(said) if said else "")}</p>'
        f"{qr}</section>"
    )


class SendScreen(Screen):
    """Links to send, under a title and a few words; `folded`: (summary, links) shown only when
    asked (links few devices need); `footer` (HTML) below them."""

    name = "remote-send"
    #: QR codes drawn at once (a screen of codes meant to be scanned), not only when asked for
    QR_OPEN = False

    def __init__(
        self,
        app,
        title: str,
        intro: str,
        blocks: "list[Block]",
        footer: str = "",
        notice: str = "",
        folded: "tuple[str, list[Block]] | None" = None,
    ):
        self.app = app
        self._title = title
        self.intro = intro
        self.blocks = blocks
        self.folded = folded
        self.footer = footer
        self.notice = notice
        #: the state line of each block ("share_copied", ...), by "prefix:key"
        self.said: "dict[str, str]" = {}
        #: the blocks whose QR code was opened, or closed where it opens by itself
        #: ("prefix:key"): drawn again with the screen as they were left
        self.qr_open: "set[str]" = set()
        self.qr_closed: "set[str]" = set()

    def title(self) -> str:
        return self._title

    def topbar_extra(self) -> str:
        return ""

    def footer_html(self) -> str:
        return self.footer

    def render(self) -> str:
        share = can_share()
        blocks = self._blocks_html(self.blocks, share)
        if self.folded and self.folded[1]:
            summary, folded = self.folded
            blocks += (
                f'<details class="remote-folded" data-testid="remote-folded"><summary>{esc(summary)}</summary>'
                f"{self._blocks_html(folded, share)}</details>"
            )
        notice = f'<p class="notice warn" data-testid="remote-notice">{esc(self.notice)}</p>' if self.notice else ""
        return (
            f'<div class="remote-invite"><h1>{esc(self._title)}</h1>'
            f"<p>{esc(self.intro)}</p>{notice}{blocks}{self.footer_html()}"
            f'<div class="setup-actions">{widgets.button("home", t("back"), testid="invite-home")}</div></div>'
        )

    def _blocks_html(self, blocks: "list[Block]", share: bool) -> str:
        return "".join(
            block_html(
                b,
                self.said.get(f"{b.prefix}:{b.key}", ""),
                share,
                too_long(b) and can_share_file(b),
                self._qr_shown(f"{b.prefix}:{b.key}"),
            )
            for b in blocks
        )

    def _block(self, arg) -> "Block | None":
        everyone = self.blocks + (self.folded[1] if self.folded else [])
        return next((b for b in everyone if f"{b.prefix}:{b.key}" == str(arg)), None)

    def handle(self, act: str, arg, el, event) -> bool:
        if act == "open-remote":  # back to the game the link was sent from
            from .remote_open import open_saved

            open_saved(self.app, str(arg))
            return True
        block = (
            self._block(arg) if act in ("link-copy", "link-share", "link-file", "link-share-file", "link-qr") else None
        )
        if block is None:
            return False
        if act == "link-qr":
            self._toggle_qr(block, el)
        elif act == "link-file":
            self._save_file(block)
        elif act == "link-share-file":
            asyncio.ensure_future(self._share_file(block))
        elif act == "link-copy":
            field = self.app.root.querySelector(f"#{block.prefix}-url-{block.key}")
            if field:
                field.focus()
                field.select()
            asyncio.ensure_future(self._copy(block))
        else:
            asyncio.ensure_future(self._share(block))
        return True

    def _qr_shown(self, key: str) -> bool:
        return key in self.qr_open or (self.QR_OPEN and key not in self.qr_closed)

    def _toggle_qr(self, block: Block, summary) -> None:
        """The QR code's summary was clicked (the browser opens or closes its panel after this):
        drawn in place as it opens, once the QR module is loaded."""
        key = f"{block.prefix}:{block.key}"
        fold = summary.parentElement
        if fold and fold.open:  # closing
            self.qr_open.discard(key)
            self.qr_closed.add(key)
            return
        self.qr_open.add(key)
        self.qr_closed.discard(key)
        asyncio.ensure_future(self._draw_qr(block))

    async def _draw_qr(self, block: Block) -> None:
        from ..services.remote_links import load_qr, qr_svg

        self.app.set_busy(True)
        try:
            await load_qr()
            box = self.app.root.querySelector(f'[data-testid="{block.prefix}-qr-{block.key}"]')
            if box and not box.firstElementChild:
                box.innerHTML = qr_svg(block.url, t("remote_qr_for", name=block.who))
        finally:
            self.app.set_busy(False)

    def _say(self, block: Block, key: str) -> None:
        """The state line of a block, written in place (a render would move the focus)."""
        self.said[f"{block.prefix}:{block.key}"] = key
        line = self.app.root.querySelector(f'[data-testid="{block.prefix}-status-{block.key}"]')
        if line:
            line.textContent = t(key)
            line.dataset.state = key

    async def _copy(self, block: Block) -> None:
        from ..page import window

        try:
            await window.navigator.clipboard.writeText(block.url)
            self._say(block, "share_copied")
        except Exception:  # no clipboard permission: the selected field is there to copy by hand
            self._say(block, "share_copy_hint")

    def _save_file(self, block: Block) -> None:
        from ..dom import download_text
        from ..services import remote_links

        name = remote_links.file_name(block.prefix, _stamp())
        download_text(name, remote_links.file_text(block.url), remote_links.FILE_TYPE)
        self._say(block, "remote_file_saved")

    async def _share_file(self, block: Block) -> None:
        from pyodide.ffi import to_js
        from ..page import window

        data = {"title": t("app_name"), "text": block.heading, "files": [_file(block)]}
        try:
            await window.navigator.share(to_js(data, dict_converter=window.Object.fromEntries))
        except Exception:  # dismissed, or refused: saving the file is still there
            pass

    async def _share(self, block: Block) -> None:
        from pyodide.ffi import to_js
        from ..page import window

        data = {"title": t("app_name"), "text": block.heading, "url": block.url}
        try:
            await window.navigator.share(to_js(data, dict_converter=window.Object.fromEntries))
        except Exception:  # dismissed, or refused: copying is still there
            pass
