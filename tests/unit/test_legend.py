"""The legend (web/agora_web/presentation/legend.py and each game's legend.py), in plain CPython: the game
screens of random games are rendered in both languages, also after the clicks that only select
(a site tile, a stack, a city tab...) and the moves some clicks play, every symbol actually drawn is collected — sprite icons
(<use href="#...">), inline drawings by class, swatches drawn by the style sheet, and symbol
characters in the visible text such as ⚔ ✉ ⚖ ☀ — and each must have a legend entry whose name
and meaning exist in both languages. A board that starts drawing a new symbol fails here until
the symbol gets an entry."""

from __future__ import annotations

import re
from html import escape

import pytest

from screen_play import screens_html, stub_page
from tests.helpers.games import GAMES


@pytest.fixture()
def web(monkeypatch):
    stub_page(monkeypatch)
    from web.agora_web.texts import i18n
    from web.agora_web.presentation import legend

    yield i18n, legend
    i18n.set_lang(i18n.DEFAULT)


@pytest.mark.parametrize("game", GAMES)
def test_every_symbol_drawn_on_a_board_has_a_legend_entry(web, game):
    i18n, legend = web
    drawn: "dict[str, str]" = {}
    for seed, moves in ((1, 0), (2, 6), (3, 25), (4, 60), (5, 500)):
        for code in i18n.LANGS:
            i18n.set_lang(code)
            for html in screens_html(game, seed, moves):
                for mark in legend.drawn_symbols(html):
                    drawn.setdefault(mark, f"seed {seed}, {moves} moves, {code}")
    assert len(drawn) >= 8, "the collector found almost nothing: the boards were not rendered"
    unexplained = {
        m: where
        for m, where in drawn.items()
        if m not in legend.explained(legend.entries(game)) and m not in legend.not_symbols(game)
    }
    assert not unexplained, f"symbols drawn without a legend entry (add them to {game}/legend.py): {unexplained}"


@pytest.mark.parametrize("game", GAMES)
def test_every_entry_has_a_drawing_a_name_and_a_meaning_in_both_languages(web, game):
    i18n, legend = web
    entries = legend.entries(game)
    marks = [m for e in entries for m in e.marks]
    assert len(marks) == len(set(marks)), "two entries explain the same mark"
    assert not set(marks) & legend.not_symbols(game)
    for e in entries:
        assert e.draw().strip().startswith("<"), e.key
        for name in (e.key, e.means):
            texts = i18n.TEXT.get(name) or (i18n.raw(name) and i18n.TEXT[name])
            assert set(texts) == {"en", "ru"}, name
            assert texts["en"].strip() and re.search("[а-яё]", texts["ru"], re.I), name
            assert not re.search("[а-яё]", texts["en"], re.I), name


def test_the_collector_sees_each_kind_of_symbol_and_ignores_words(web):
    _i18n, legend = web
    html = (
        '<div><svg class="icon tiny am-pawn seat-1"><use href="#am-pawn"/></svg>'
        '<span class="py-chip py-r-food" aria-hidden="true"></span><span class="py-dot">Ann</span>'
        '<b>Thief ⚖2 → 3 ☀</b><svg class="svg-defs"><symbol id="x"><text>✉</text></symbol></svg>'
        "<svg><title>★ hidden in a tooltip</title></svg><p>Σ words, «quotes», 2–3 — fine</p></div>"
    )
    assert legend.drawn_symbols(html) == {
        "use:am-pawn",
        "svg:am-pawn",
        "swatch:py-chip",
        "swatch:py-r-food",
        "glyph:⚖",
        "glyph:→",
        "glyph:☀",
        "glyph:Σ",
    }


def test_a_symbol_without_an_entry_is_reported(web):
    _i18n, legend = web
    assert legend.missing("pyramidion", "<p>Thief ⚖2</p>") == set()
    assert legend.missing("pyramidion", '<p>a new ⛵ glyph</p><svg class="py-obelisk"><use href="#py-new"/></svg>') == {
        "glyph:⛵",
        "svg:py-obelisk",
        "use:py-new",
    }


@pytest.mark.parametrize("game", GAMES)
def test_the_guide_shows_the_legend_from_the_same_data(web, game):
    i18n, legend = web
    from web.agora_web.texts import guide, guide_figures

    for code in i18n.LANGS:
        i18n.set_lang(code)
        _title, body, found = guide.to_html(guide.load(game, code), guide_figures.drawer(game))
        assert "legend" in [s.id for s in found]
        for e in legend.entries(game):
            assert f'data-legend="{e.key}"' in body
            assert escape(e.meaning()) in body, (code, e.key)
