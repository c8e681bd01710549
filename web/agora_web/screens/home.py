"""The home screen: the games (one card each, from their web descriptors), Continue, saved games,
opening a game file."""

from __future__ import annotations

from .base import Screen
from .. import games
from ..services.save_keys import saved_keys
from ..dom import attrs, esc, format_date
from ..texts.i18n import lang, t
from ..services.problems import safe
from .seats import player_name
from ..ui import widgets
from ..ui.html import named_by_row


def _rules_links(game: str) -> str:
    """Links to the game's rulebooks (Russian text), opened in a new tab so the game stays."""
    return "".join(
        f'<a class="rules-link" href="rules/{page}.html" target="_blank" rel="noopener" '
        f'data-testid="rules-{page}" title="{esc(t("rules_title"))}">{esc(t(label))}</a>'
        for page, label in games.rulebooks(game)
    )


def _learn_buttons(game: str, name: str) -> str:
    """Learn: one button per guided first game of the game, as its descriptor declares them (none
    yet: no button). No tutorial is imported until one opens (tutorial.py)."""
    out = []
    for tutorial_id, learn_key in games.tutorials(game):
        learn = t(learn_key)
        out.append(
            widgets.button(
                "learn",
                learn,
                cls="btn ghost learn-link",
                arg=tutorial_id,
                testid=f"learn-{tutorial_id}",
                title=t("tut.learn_title"),
                label=t("tut.learn_of", learn=learn, game=name),
            )
        )
    return "".join(out)


def game_card(game: str) -> str:
    """A game's card: its emblem, name, blurb, New game (or "coming soon"), guide and rulebooks.
    Its buttons are named with the game, so that a screen reader tells the four cards apart."""
    name = t(f"game.{game}")
    if games.is_playable(game):
        actions = (
            widgets.button(
                "new-game",
                t("new_game"),
                cls="btn primary",
                arg=game,
                testid=f"new-game-{game}",
                label=t("new_game_of", game=name),
            )
            + widgets.button(
                "guide",
                t("guide"),
                cls="btn ghost guide-link",
                arg=game,
                testid=f"guide-{game}",
                title=t("guide_link_title"),
                label=t("guide_of", game=name),
            )
            + _learn_buttons(game, name)
        )
    else:
        actions = f'<span class="badge" data-testid="soon-{game}">{esc(t("coming_soon"))}</span>'
    return (
        f'<article class="game-card{"" if games.is_playable(game) else " soon"}" data-testid="game-{game}">'
        f'{games.emblem(game)}<div class="game-info"><h2>{esc(name)}</h2><p>{esc(t(f"blurb.{game}"))}</p>'
        f'<div class="game-actions">{actions}{_rules_links(game)}</div></div></article>'
    )


def _details(text: str) -> str:
    """Technical details (English), shown on request."""
    return (
        f'<details class="problem-details small"><summary>{esc(t("details"))}</summary>'
        f'<code data-testid="details">{esc(text)}</code></details>'
    )


def _move_of(detail: str) -> "int | None":
    """The move index a RecordError message starts with ("move 3: ..."), if any."""
    if detail.startswith("move "):
        number = detail[5:].split(":", 1)[0]
        if number.isdigit():
            return int(number)
    return None


class HomeScreen(Screen):
    name = "home"

    def __init__(self, app, message=None):
        self.app = app
        self.confirm_delete = None
        #: the control the focus goes to after the next render (keys.py)
        self.return_focus = None
        #: the notice on top: (css class, text, detail[, reason]), or None; or a function giving
        #: it, asked at each render, so that a switch of language translates the notice too
        self.message = message

    def tell(self, text: str) -> None:
        self.message = ("info", text, "")

    def render(self) -> str:
        entries = self._entries()
        parts = [
            '<div class="home">',
            f'<header class="hero"><h1>{esc(t("app_name"))}</h1><p class="tagline">{esc(t("tagline"))}</p>'
            f'<p class="muted">{esc(t("offline_note"))}</p></header>',
        ]
        message = self.message() if callable(self.message) else self.message
        if message:
            parts.append(self._notice_html(*message))
        parts.append(self._continue_html(entries))
        parts.append('<section class="games">')
        parts.extend(game_card(game) for game in games.order())
        parts.append("</section>")
        parts.append(self._saves_html(entries))
        parts.append("</div>")
        return "".join(parts)

    def _entries(self) -> list:
        """The saved games (saves.Entry), each slot the app found broken since listed as
        damaged. Read only when the store holds any: reading imports msgspec and the engine's
        record reader, which a start with no saved game does without (save_keys.py)."""
        if not saved_keys(self.app.store):
            return []
        from ..services import saves

        broken = self.app.broken
        return [
            saves.Entry(key=e.key, problem=saves.DAMAGED, detail=broken[e.key][0], kind=broken[e.key][1])
            if e.key in broken and e.ok
            else e
            for e in saves.list_entries(self.app.store)
        ]

    def _continue_html(self, entries) -> str:
        """The Continue card of the newest unfinished game ("" when none can be shown)."""
        if not entries:
            return ""
        from ..services import saves

        latest = saves.latest_unfinished(entries)
        if latest is None:
            return ""
        doc = latest.doc
        try:
            detail = t(
                "continue_detail" if doc.summary.rounds else "continue_detail_open",
                game=t(f"game.{doc.game}"),
                players=self._players(doc),
                round=doc.summary.round,
                rounds=doc.summary.rounds,
            )
        except Exception:  # noqa: BLE001 - its row says what is wrong with it
            return ""
        return (
            f'<button class="continue card" data-act="open-save" data-arg="{esc(latest.key)}" data-testid="continue">'
            f'<span class="continue-title">▶ {esc(t("continue"))}</span>'
            f'<span class="continue-detail">{esc(detail)}</span></button>'
        )

    @staticmethod
    def _notice_html(cls: str, text: str, detail: str = "", reason: "str | None" = None) -> str:
        """A message on top of the home screen. With a translated `reason` (problems.notice),
        the English `detail` is shown only on request; without, `detail` is the reason."""
        if reason is None:
            extra = f'<div class="detail">{esc(t("reason", reason=detail))}</div>' if detail else ""
        else:
            extra = f'<div class="detail">{esc(t("reason", reason=reason))}</div>' if reason else ""
            if detail:
                extra += _details(detail)
        return f'<div class="notice {cls}" data-testid="notice" role="status">{esc(text)}{extra}</div>'

    def _players(self, doc) -> str:
        names = ", ".join(player_name(name, seat) for seat, name in enumerate(doc.players))
        if doc.summary.solo:
            key = games.solo_level_key(doc.game, doc.summary.solo)
            names += " · " + (t(key) if key else doc.summary.solo)
        if doc.tutorial is not None:
            names += " · " + t("tut.badge")
        return names

    def _saves_html(self, entries) -> str:
        from .remote_saves_list import rows_html

        rows = [self._row(e, n) for n, e in enumerate(entries)] + rows_html(self.app.store, self.confirm_delete)
        body = (
            f'<ul class="save-list" data-testid="save-list">{"".join(rows)}</ul>'
            if rows
            else f'<p class="muted" data-testid="no-saves">{esc(t("no_saves"))}</p>'
        )
        importer = (
            f'<label class="btn file-btn" data-testid="import-label">{esc(t("import"))}'
            f'<input type="file" accept=".json,application/json,.agora,text/plain"{attrs(data_act="import-file", data_testid="import-file")}></label>'
            f'<span class="muted small">{esc(t("import_hint"))}</span>'
        )
        return (
            f'<section class="saves card"><h2>{esc(t("saved_games"))}</h2>{body}'
            f'<div class="import">{importer}</div></section>'
        )

    def _row(self, e, n: int) -> str:
        """One line of the list. A save the checks let through but this code still cannot show
        is listed as damaged: one slot never takes the home screen down."""
        from ..services import saves

        if e.ok:
            try:
                return self._good_row(e, n)
            except Exception as exc:  # noqa: BLE001 - shown as damaged, with Delete and Export raw
                e = saves.Entry(
                    key=e.key, problem=saves.DAMAGED, detail=safe(f"{type(exc).__name__}: {exc}"), kind="bad_field"
                )
        return self._bad_row(e, n)

    def _actions(self, e, n: int) -> str:
        key = esc(e.key)
        if self.confirm_delete == e.key:
            return (
                f'<span class="muted">{esc(t("delete_confirm"))}</span>'
                f'<button class="btn danger small" data-act="delete-yes" data-arg="{key}" data-testid="delete-yes"{named_by_row(f"save-{n}", "delete-yes", meta=e.ok)}>{esc(t("yes_delete"))}</button>'
                f'<button class="btn small" data-act="delete-no" data-testid="delete-no"{named_by_row(f"save-{n}", "delete-no", meta=e.ok)}>{esc(t("keep"))}</button>'
            )
        open_btn = (
            f'<button class="btn small" data-act="open-save" data-arg="{key}" data-testid="open-save"{named_by_row(f"save-{n}", "open", meta=e.ok)}>{esc(t("open"))}</button>'
            if e.ok
            else f'<button class="btn ghost small" data-act="export-raw" data-arg="{key}" '
            f'data-testid="export-raw" title="{esc(t("export_raw_title"))}"{named_by_row(f"save-{n}", "export", meta=e.ok)}>{esc(t("export_raw"))}</button>'
        )
        if e.ok and e.doc.summary.moves:
            open_btn += (
                f'<button class="btn ghost small" data-act="replay-save" data-arg="{key}" '
                f'data-testid="replay-save" title="{esc(t("replay_save_title"))}"{named_by_row(f"save-{n}", "replay", meta=e.ok)}>{esc(t("replay_save"))}</button>'
                f'<button class="btn ghost small" data-act="review-save" data-arg="{key}" '
                f'data-testid="review-save" title="{esc(t("review_open_title"))}"{named_by_row(f"save-{n}", "review", meta=e.ok)}>{esc(t("review_open"))}</button>'
            )
        return (
            f'{open_btn}<button class="btn ghost small" data-act="delete-save" data-arg="{key}" '
            f'data-testid="delete-save"{named_by_row(f"save-{n}", "delete", meta=e.ok)}>{esc(t("delete"))}</button>'
        )

    def _good_row(self, e, n: int) -> str:
        doc = e.doc
        s = doc.summary
        if s.over:
            status = t("status_won", names=", ".join(map(player_name, s.winners))) if s.winners else t("status_over")
        else:
            status = t("status_round" if s.rounds else "status_round_open", round=s.round, rounds=s.rounds)
        key = esc(e.key)
        return (
            f'<li class="save-row" data-testid="save-row" data-key="{key}">'
            f'<div class="save-main" id="save-{n}"><span class="save-game">{esc(t(f"game.{doc.game}"))}</span>'
            f'<span class="save-players">{esc(self._players(doc))}</span></div>'
            f'<div class="save-meta" id="save-{n}-meta"><span class="save-status" data-testid="save-status">{esc(status)}</span>'
            f'<span class="save-date">{esc(format_date(doc.updated, lang()))}</span></div>'
            f'<div class="save-actions">{self._actions(e, n)}</div></li>'
        )

    def _bad_row(self, e, n: int) -> str:
        key = esc(e.key)
        return (
            f'<li class="save-row bad" data-testid="save-row-bad" data-key="{key}" data-problem="{esc(e.problem)}">'
            f'<div class="save-main"><span class="save-problem" data-testid="save-problem" id="save-{n}">⚠ {esc(self._problem_text(e))}</span>'
            f'<span class="save-reason muted small">{esc(self._reason_text(e))}</span>'
            f"{self._details_of(e)}</div>"
            f'<div class="save-actions">{self._actions(e, n)}</div></li>'
        )

    @staticmethod
    def _problem_text(e) -> str:
        from ..services import saves

        if e.problem == saves.NEWER:
            return t("save_newer")
        if e.problem == saves.FOREIGN:
            return t("save_foreign")
        if e.problem == saves.UNKNOWN_GAME:
            return t("save_unknown_game", game=e.found)
        return t("save_damaged")

    @staticmethod
    def _reason_text(e) -> str:
        """The visible reason, translated; the engine's own words are in the details."""
        from ..services import saves
        from ..services.problems import reason

        if e.problem == saves.NEWER:
            return t("reason", reason=t("reason_version", found=e.found, known=saves.VERSION))
        if e.problem in (saves.UNKNOWN_GAME, saves.FOREIGN):
            return ""  # the problem's own line says it all
        if e.detail.startswith(saves.NOT_JSON):
            return t("reason", reason=t("reason_json"))
        if e.kind:
            return t("reason", reason=reason(e.kind, _move_of(e.detail)))
        return t("reason", reason=e.detail) + f" · {e.key}"

    @staticmethod
    def _details_of(e) -> str:
        from ..services import saves

        if e.problem in (saves.NEWER, saves.UNKNOWN_GAME) or not (e.kind or e.detail.startswith(saves.NOT_JSON)):
            return ""
        return _details(f"{e.detail} · {e.key}")

    # --- events -------------------------------------------------------------------------
    def handle(self, act: str, arg, el, event) -> bool:
        if act == "new-game":
            self.app.go_setup(arg)
        elif act == "guide":
            from .guide_screen import GuideScreen

            self.app.show(GuideScreen(self.app, arg))
        elif act == "learn":
            from . import tutorial

            tutorial.start(self.app, arg)
        elif act == "open-save":
            self.app.open_save(arg)
        elif act == "open-remote":
            from .remote_open import open_saved

            open_saved(self.app, arg)
        elif act == "replay-save":
            self.app.open_save(arg, replay=True)
        elif act == "review-save":
            self.app.open_save(arg, review=True)
        elif act == "delete-remote":
            from .remote_saves_list import CONFIRM

            self.confirm_delete = CONFIRM + str(arg)
            self.return_focus = '[data-testid="delete-no"]'
            self.app.render()
        elif act == "delete-remote-yes":
            import asyncio

            from .remote_saves_list import delete_game

            self.confirm_delete = None
            self.return_focus = '[data-testid="import-file"]'  # the row is gone: the list's end
            asyncio.ensure_future(delete_game(self.app, str(arg)))
        elif act == "delete-save":
            self.confirm_delete = arg
            self.return_focus = '[data-testid="delete-no"]'  # the safe answer first (keys.py)
            self.app.render()
        elif act == "export-raw":
            self.app.export_raw(arg)
        elif act == "delete-yes":
            from ..services import saves

            saves.delete(self.app.store, arg)
            self.app.broken.pop(arg, None)
            self.confirm_delete = None
            if getattr(self.app, "unsaved", None):
                self.app.retry_unsaved()  # the room made may take the moves waiting
            self.app.render()
        elif act == "delete-no":
            self.keep_save()
        else:
            return False
        return True

    def keep_save(self) -> None:
        """The delete question answered "Keep": the focus goes back to that save's Delete."""
        key, self.confirm_delete = self.confirm_delete, None
        if key:
            from .remote_saves_list import CONFIRM

            button = "delete-remote" if key.startswith(CONFIRM) else "delete-save"
            self.return_focus = f'[data-key="{key.removeprefix(CONFIRM)}"] [data-testid="{button}"]'
        self.app.render()

    def on_key(self, key: str) -> bool:
        """Escape answers the delete question with Keep."""
        if key == "Escape" and self.confirm_delete:
            self.keep_save()
            return True
        return False

    def on_change(self, act: str, arg, el) -> None:
        if act == "import-file":
            self.app.import_file(el)
