"""The in-app rules guide of one game, in the interface language (switching with it), offline.

Opened from the game's card on the home screen; `section` opens it at one section (the "?" help
of a game screen passes the section of the decision being asked, see guide_sections.py). Its
Back goes where the browser's Back goes (history.py): to the screen it was opened from.
The guides' texts are not in the start-up archive: the first guide shown fetches them
(deferred.py), showing a line that says so meanwhile.
"""

from __future__ import annotations

from .base import Screen
from ..dom import esc
from ..texts.i18n import lang, t


class GuideScreen(Screen):
    name = "guide"

    def __init__(self, app, game: str, section: "str | None" = None):
        self.app = app
        self.game = game
        self.section = section
        #: why the guides' texts could not be fetched (shown with a Retry button), if they could not
        self.problem: "str | None" = None

    def title(self) -> str:
        return t("guide_title", game=t(f"game.{self.game}"))

    def topbar_extra(self) -> str:
        """Back in the top bar too, which stays in view: a guide is long, and "?" opens it far
        down (on a phone thousands of pixels below its own Back)."""
        return (
            f'<button class="btn ghost small" data-act="guide-back" data-testid="guide-back-top">'
            f"← {esc(t('back'))}</button>"
        )

    def _texts_missing(self) -> bool:
        from ..texts.guide import path

        return not path(self.game, "en").is_file()

    def _fetch_texts(self) -> None:
        from ..services import deferred

        def done(problem: "str | None") -> None:
            self.problem = problem
            if self.app.screen is self:
                self.app.render()
                if problem is None:
                    self.after_show()

        deferred.fetch("guides", done)

    def _waiting_html(self) -> str:
        if self.problem is None:
            self._fetch_texts()
            return (
                f'<div class="guide-wait" data-testid="guide-loading" role="status" aria-busy="true">'
                f"{esc(t('guide_loading'))}</div>"
            )
        return (
            f'<div class="notice error guide-wait" data-testid="guide-failed" role="status">'
            f'{esc(t("guide_failed"))} <button class="btn small" data-act="guide-retry" '
            f'data-testid="guide-retry">{esc(t("shell_retry"))}</button></div>'
        )

    def render(self) -> str:
        from ..texts.guide import render
        from ..texts.guide_figures import defs

        if self._texts_missing():
            return self._waiting_html()
        code = lang()
        _title, body = render(self.game, code, t("guide_contents"))
        back = (
            f'<button class="btn ghost small" data-act="guide-back" data-testid="guide-back">'
            f"← {esc(t('back'))}</button>"
        )
        symbols = (
            f'<a class="btn ghost small guide-legend-link" href="#guide-legend" data-act="guide-jump" '
            f'data-arg="legend" data-testid="guide-legend-link" title="{esc(t("legend.jump_hint"))}">'
            f"{esc(t('legend.jump'))}</a>"
        )
        head = (
            f'<header class="guide-head">{back}<h1 data-testid="guide-title">{esc(self.title())}</h1>{symbols}'
            f'<p class="muted small">{esc(t("guide_intro"))} {self._sources()}</p></header>'
        )
        from ..texts.keys_help import keys_section

        return (
            f'<div class="guide" data-testid="guide" data-game="{esc(self.game)}" data-lang="{code}">'
            f"{defs(self.game)}{head}{body}{keys_section()}</div>"
        )

    def _sources(self) -> str:
        """Links to the printed rulebook pages the guide was written from (they stay the source)."""
        from ..games import rulebooks

        return " · ".join(
            f'<a class="rules-link" href="rules/{page}.html" target="_blank" rel="noopener" '
            f'data-testid="guide-source-{page}" title="{esc(t("rules_title"))}">{esc(t(label))}</a>'
            for page, label in rulebooks(self.game)
        )

    def after_render(self) -> None:
        from ..texts.guide import fit_tables

        fit_tables(self.app.root)

    def on_resize(self) -> None:
        self.after_render()

    def after_show(self) -> None:
        if self.section and not self._texts_missing():
            self.jump(self.section)

    def jump(self, section: str) -> None:
        """Bring a section into view and give it the keyboard focus (no change of the address,
        which belongs to share links)."""
        from ..page import document

        from ..texts.guide import ANCHOR

        el = document.getElementById(ANCHOR + section)
        if el:
            el.scrollIntoView()
            el.focus()

    def handle(self, act: str, arg, el, event) -> bool:
        if act == "guide-jump" and arg:
            event.preventDefault()
            self.section = arg
            self.jump(arg)
        elif act == "guide-back":
            self.app.back()
        elif act == "guide-retry":
            self.problem = None
            self.app.render()
        else:
            return False
        return True
